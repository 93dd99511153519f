import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, samples, type TestApp } from '../test/harness';
import { LocalStorage, type Storage } from './storage';
import { S3Storage } from './storage-s3';

// s3rver is a real S3 HTTP server. Limits: it knows one key pair ("S3RVER"/"S3RVER"), refuses unknown key ids,
// but does not verify V4 signatures nor enforce ACLs, so "private" is checked here as: written without any ACL,
// under private/, and never served by the app.
const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3dir: string;
let server: S3rver;
let endpoint: string;
const bucket = 'pretoire-test';

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
});

const raw = () => new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: creds });
async function bucketKeys() {
  const out = await raw().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

describe('one storage interface, two backends', () => {
  const backends: [string, () => Storage][] = [
    ['local folder', () => new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-st-')))],
    ['S3 bucket', () => new S3Storage({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...creds })],
  ];
  it.each(backends)('%s: put, read, list, putKey, remove; foreign keys refused', async (_name, make) => {
    const st = make();
    const key = await st.put('private', samples.pdf(), 'pdf');
    expect(key).toMatch(/^private\/[a-f0-9]{32}\.pdf$/);
    expect(await st.read(key)).toEqual(samples.pdf());
    const listed: string[] = [];
    for await (const k of st.list()) listed.push(k);
    expect(listed).toContain(key);
    const copy = `public/${'a'.repeat(32)}.png`;
    await st.putKey(copy, samples.png());
    expect(await st.read(copy)).toEqual(samples.png());
    await st.remove(key);
    await st.remove(copy);
    expect(await st.read(key)).toBeNull();
    for (const bad of ['../etc/passwd', 'private/../../x.pdf', 'public/abc.png', `other/${'a'.repeat(32)}.pdf`]) {
      expect(await st.read(bad)).toBeNull();
      await expect(st.putKey(bad, Buffer.from('x'))).rejects.toThrow();
    }
  });

  it('S3 with unknown credentials is refused by the server (requests are really signed)', async () => {
    const st = new S3Storage({
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'wrong',
    });
    await expect(st.put('public', samples.png(), 'png')).rejects.toThrow();
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: creds.accessKeyId, S3_SECRET_ACCESS_KEY: creds.secretAccessKey },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a lawyer photo goes to the bucket and is served at the same /uploads/ URL with safe headers; the old one is removed', async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    const lawyer = await t.createUser({ role: 'lawyer' });
    const send = async () => {
      const body = multipart({}, [{ field: 'profilePicture', filename: 'me.png', type: 'image/png', data: samples.png() }]);
      const res = await t.request({ method: 'POST', url: '/api/users/profile-picture', token: lawyer.token, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().user.profilePicture as string;
    };
    const first = await send();
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const name = first.slice('/uploads/'.length);
    expect(await bucketKeys()).toContain(`public/${name}`);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const got = await t.request({ method: 'GET', url: first });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(samples.png());
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
    expect((await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/uploads/..%2Fprivate%2Fx.pdf' })).statusCode).toBe(404);

    const second = await send();
    expect(second).not.toBe(first);
    const keys = await bucketKeys();
    expect(keys).toContain(`public/${second.slice('/uploads/'.length)}`);
    expect(keys).not.toContain(`public/${name}`);
  });

  it('a licence document stays private: in the bucket under private/, never at /uploads/, readable by an admin only', async () => {
    const lawyer = await t.createUser({ role: 'lawyer', status: 'rejected' });
    const body = multipart({}, [{ field: 'licenseDocument', filename: 'carte.pdf', type: 'application/pdf', data: samples.pdf() }]);
    const res = await t.request({ method: 'POST', url: '/api/users/reupload-document', token: lawyer.token, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const key = (await bucketKeys()).find((k) => k.startsWith('private/'));
    expect(key).toMatch(/^private\/[a-f0-9]{32}\.pdf$/);
    const stored = await raw().send(new GetObjectCommand({ Bucket: bucket, Key: key! }));
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(samples.pdf());
    const name = key!.slice('private/'.length);
    expect((await t.request({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/uploads/private/${name}` })).statusCode).toBe(404);

    const admin = await t.createUser({ role: 'admin' });
    const doc = await t.request({ method: 'GET', url: `/api/admin/lawyers/${lawyer.user.id}/license-document`, token: admin.token });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload).toEqual(samples.pdf());
    const other = await t.createUser();
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/lawyers/${lawyer.user.id}/license-document`, token: other.token })).statusCode,
    ).toBe(403);
  });
});
