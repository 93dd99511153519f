import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { PRIVATE_FILE, privateDir } from './data-dir';
import { type Area, KEY_PATTERN, newKey, type Storage } from './storage-keys';

export { type Area, KEY_PATTERN, keyFromPublicUrl, newKey, publicUrl, type Storage } from './storage-keys';

/**
 * Files on the local disk under DATA_DIR/uploads/{public,private}. Keys are random (not guessable),
 * writes are atomic (temp file + rename). Only the public area is served over HTTP.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {
    for (const area of ['public', 'private', 'tmp']) fs.mkdirSync(path.join(root, area), privateDir);
  }

  async put(area: Area, data: Buffer, ext: string): Promise<string> {
    const name = newKey(area, ext).slice(area.length + 1);
    const tmp = path.join(this.root, 'tmp', `${name}.${process.pid}`);
    await fs.promises.writeFile(tmp, data, { flag: 'wx', mode: PRIVATE_FILE });
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
    try {
      return await fs.promises.readFile(file);
    } catch {
      return null;
    }
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
    await fs.promises.writeFile(tmp, data, { mode: PRIVATE_FILE });
    await fs.promises.rename(tmp, file);
  }

  get publicDir() {
    return path.join(this.root, 'public');
  }
}

/** The storage the configuration asks for; the AWS SDK is only loaded when S3 is configured. */
export async function createStorage(config: Config): Promise<Storage> {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket) return new LocalStorage(path.join(config.dataDir, 'uploads'));
  // config.ts refuses a bucket without both keys; this keeps the types honest.
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const { S3Storage } = await import('./storage-s3');
  return new S3Storage({
    bucket,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}
