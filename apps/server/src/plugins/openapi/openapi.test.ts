import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { derivedOperationId, OPERATION_IDS, operationKey } from './operation-ids';

// The published document must be usable by someone else: valid against the official OpenAPI schema and Redocly's
// recommended rules, every operation named and with an example, and good enough to generate a typed client from.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(serverRoot, '../..');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

type Media = { schema?: unknown; example?: unknown };
type Op = {
  operationId?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};
type Doc = { paths: Record<string, Record<string, Op>>; components: { responses: Record<string, { content: Record<string, Media> }> } };

let t: TestApp;
let doc: Doc;
let docFile = '';
const workDir = fs.mkdtempSync(path.join(serverRoot, '.openapi-client-'));
const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ key: operationKey(method, p), op })));

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  docFile = path.join(workDir, 'openapi.json');
  fs.writeFileSync(docFile, JSON.stringify(doc, null, 2));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const measured: Record<string, string | number> = {};
afterAll(() => {
  console.log(
    `OpenAPI document: ${Object.entries(measured)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
});

describe('the OpenAPI document', () => {
  it('validates against the official OpenAPI 3.1 JSON schema', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    measured['schema errors'] = result.valid ? 0 : Array.isArray(result.errors) ? result.errors.length : 1;
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no error under Redocly\u2019s recommended rules, and its examples match their schemas', () => {
    const run = spawnSync(bin('redocly'), ['lint', docFile, '--config', path.join(serverRoot, 'redocly.yaml'), '--format=json'], {
      cwd: serverRoot,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const list = (severity: string) =>
      report.problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    measured['Redocly errors'] = report.totals.errors;
    measured['Redocly warnings'] = report.totals.warnings;
    expect(list('error')).toEqual([]);
    expect(report.problems.filter((p) => p.ruleId === 'no-invalid-media-type-examples').map((p) => p.message)).toEqual([]);
    if (report.totals.warnings > 0) console.log(`Redocly warnings:\n${list('warn').join('\n')}`);
  }, 90_000);

  it('names every operation in operation-ids.ts (the failure prints the lines to add) and has no stale name', () => {
    const ops = operations();
    const missing = ops.filter(({ key }) => !OPERATION_IDS[key]).map(({ key }) => `  '${key}': '${derivedOperationId(...split(key))}',`);
    const stale = Object.keys(OPERATION_IDS).filter((k) => !ops.some((o) => o.key === k));
    const ids = ops.map(({ op }) => op.operationId);
    measured.operations = ops.length;
    measured['with operationId'] = ids.filter(Boolean).length;
    measured['named in operation-ids.ts'] = ops.length - missing.length;
    expect(missing, 'operations without a chosen name: add these lines to OPERATION_IDS').toEqual([]);
    expect(stale, 'names of operations that no longer exist').toEqual([]);
    expect(new Set(ids).size).toBe(ops.length);
  });

  it('gives every operation an example, and every JSON body and JSON success answer one', () => {
    const withExample = (m: Media | undefined) => m?.example !== undefined;
    const lacking: string[] = [];
    let count = 0;
    for (const { key, op } of operations()) {
      const json = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({ where: `request ${type}`, m })),
        ...Object.entries(op.responses)
          .filter(([status, r]) => status.startsWith('2') && !r.$ref)
          .flatMap(([status, r]) =>
            Object.entries(r.content ?? {})
              .filter(([type]) => type === 'application/json')
              .map(([type, m]) => ({ where: `${status} ${type}`, m })),
          ),
      ];
      for (const { where, m } of json) if (!withExample(m)) lacking.push(`${key}: ${where}`);
      const errorExamples = Object.values(op.responses)
        .filter((r) => r.$ref)
        .map((r) => doc.components.responses[r.$ref!.split('/').pop()!]?.content['application/json']);
      if (json.some(({ m }) => withExample(m)) || errorExamples.some(withExample)) count += 1;
      else lacking.push(`${key}: no example at all`);
    }
    measured['with an example'] = count;
    expect(lacking).toEqual([]);
    expect(count).toBe(operations().length);
  });

  it('documents the error answers every route can give, with the shared error body', () => {
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      for (const s of ['400', '500', '503']) expect(statuses, key).toContain(s);
      if (/^(POST|PUT|DELETE) /.test(key)) expect(statuses, key).toEqual(expect.arrayContaining(['413', '415']));
      if (key.includes('{')) expect(statuses, key).toContain('404');
      for (const [s, r] of Object.entries(op.responses))
        if (Number(s) >= 400) expect(r.$ref, `${key} ${s}`).toMatch(/^#\/components\/responses\//);
    }
    const lawyer = doc.paths['/api/auth/register-lawyer'].post.requestBody?.content['multipart/form-data'].schema as {
      properties: Record<string, { format?: string }>;
      required: string[];
    };
    expect(lawyer.properties.licenseDocument.format).toBe('binary');
    expect(lawyer.required).toEqual(expect.arrayContaining(['email', 'licenseDocument']));
    const license = doc.paths['/api/admin/lawyers/{id}/license-document'].get.responses['200'].content ?? {};
    expect(Object.keys(license).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });
});

function split(key: string): [string, string] {
  const [method, p] = key.split(' ');
  return [method, p];
}

describe('a typed client generated from the document', () => {
  it('type-checks (openapi-typescript + openapi-fetch, tsc) and works against the running server', async () => {
    fs.writeFileSync(path.join(workDir, 'api.ts'), astToString(await openapiTS(JSON.parse(fs.readFileSync(docFile, 'utf8')))));
    fs.writeFileSync(path.join(workDir, 'client.ts'), CLIENT);
    fs.writeFileSync(
      path.join(workDir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { types: [], lib: ['ES2023', 'DOM'] },
        include: ['*.ts'],
      }),
    );
    const tsc = spawnSync(bin('tsc'), ['-p', workDir], { encoding: 'utf8', timeout: 120_000 });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);

    const member = await t.createUser({ password: 'Zq7!fjr2-Lpx93-toile' });
    const asked = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: {
        title: 'Préavis de démission',
        content: 'Quelle est la durée du préavis pour un cadre qui démissionne ?',
        category: 'travail',
      },
    });
    expect(asked.statusCode).toBe(201);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { tour } = (await import(path.join(workDir, 'client.ts'))) as { tour: (...a: string[]) => Promise<unknown> };
    expect(await tour(address, member.user.email!, 'Zq7!fjr2-Lpx93-toile', asked.json()._id)).toEqual({
      role: 'user',
      title: 'Préavis de démission',
      replies: 0,
      status: 404,
      code: 'POST_NOT_FOUND',
    });
  }, 180_000);
});

/** What someone else would write with the generated types: sign in, read a question, read a typed error. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './api';

type ErrorCode = components['schemas']['ErrorBody']['code'];

export async function tour(baseUrl: string, email: string, password: string, postId: string) {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/auth/login', { body: { email, password } });
  if (!login.data) throw new Error(login.error?.message ?? 'login failed');
  const token: string = login.data.token;
  const me = await api.GET('/api/auth/me', { headers: { Authorization: \`Bearer \${token}\` } });
  const role: 'user' | 'lawyer' | 'admin' | undefined = me.data?.user.role;
  const post = await api.GET('/api/posts/{id}', { params: { path: { id: postId } } });
  const title: string | undefined = post.data?.title;
  const missing = await api.GET('/api/posts/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
  const code: ErrorCode | undefined = missing.error?.code;
  return { role, title, replies: post.data?.replies.length, status: missing.response.status, code };
}

/** Never called: the compiler must refuse what the API refuses. */
export function refusals(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error the question id is required
  void api.GET('/api/posts/{id}', {});
  // @ts-expect-error a login needs a password
  void api.POST('/api/auth/login', { body: { email: 'a@b.fr' } });
  // @ts-expect-error no such route
  void api.GET('/api/nope');
}
`;
