import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

export type Area = 'public' | 'private';

/**
 * Where uploads live: the local folder (default) or an S3-compatible bucket (lib/storage-s3.ts).
 * Keys are `<area>/<32 hex>.<ext>`; only `public/` keys are ever served, at `/uploads/<name>`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(area: Area, data: Buffer, ext: string): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string | null | undefined): Promise<void>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
  /** Writes a file under a given key (restore). */
  putKey(key: string, data: Buffer): Promise<void>;
  /** Folder served by the static plugin, when files are on the local disk; S3 files are streamed by lib/storage-serve.ts. */
  readonly publicDir?: string;
}

/** A key we created: area, 32 hex characters, a short extension. Anything else is refused (no path tricks). */
export const KEY_PATTERN = /^(public|private)\/[a-f0-9]{32}\.[a-z]{3,4}$/;

/**
 * Files on the local disk under DATA_DIR/uploads/{public,private}. Keys are random (not guessable),
 * writes are atomic (temp file + rename). Only the public area is served over HTTP.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {
    for (const area of ['public', 'private', 'tmp']) fs.mkdirSync(path.join(root, area), { recursive: true });
  }

  async put(area: Area, data: Buffer, ext: string): Promise<string> {
    const name = newKey(area, ext).slice(area.length + 1);
    const tmp = path.join(this.root, 'tmp', `${name}.${process.pid}`);
    await fs.promises.writeFile(tmp, data, { flag: 'wx' });
    await fs.promises.rename(tmp, path.join(this.root, area, name));
    return `${area}/${name}`;
  }

  /** Absolute path of a key, or null if the key is not a plain key of ours. */
  resolve(key: string): string | null {
    if (!KEY_PATTERN.test(key)) return null;
    return path.join(this.root, key);
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.resolve(key);
    if (!file) return null;
    try { return await fs.promises.readFile(file); } catch { return null; }
  }

  async remove(key: string | null | undefined) {
    const file = key ? this.resolve(key) : null;
    if (file) await fs.promises.rm(file, { force: true });
  }

  async *list(): AsyncIterable<string> {
    for (const area of ['public', 'private'] as const) {
      for (const name of await fs.promises.readdir(path.join(this.root, area))) {
        const key = `${area}/${name}`;
        if (KEY_PATTERN.test(key)) yield key;
      }
    }
  }

  async putKey(key: string, data: Buffer) {
    const file = this.resolve(key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    const tmp = path.join(this.root, 'tmp', `${path.basename(file)}.${process.pid}`);
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
  }

  get publicDir() { return path.join(this.root, 'public'); }
}

/** The storage the configuration asks for; the AWS SDK is only loaded when S3 is configured. */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return new LocalStorage(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./storage-s3');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}

/** A fresh random key: not guessable, never reused. */
export const newKey = (area: Area, ext: string) => `${area}/${randomBytes(16).toString('hex')}.${ext}`;

/** URL under which a public key is served. */
export const publicUrl = (key: string) => `/uploads/${key.replace(/^public\//, '')}`;
export const keyFromPublicUrl = (url: string | null | undefined) =>
  url && url.startsWith('/uploads/') ? `public/${url.slice('/uploads/'.length)}` : null;
