import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export type Area = 'public' | 'private';

/**
 * Files on the local disk under DATA_DIR/uploads/{public,private}. Keys are random (not guessable),
 * writes are atomic (temp file + rename). Only the public area is served over HTTP.
 */
export class LocalStorage {
  constructor(private readonly root: string) {
    for (const area of ['public', 'private', 'tmp']) fs.mkdirSync(path.join(root, area), { recursive: true });
  }

  async put(area: Area, data: Buffer, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const tmp = path.join(this.root, 'tmp', `${name}.${process.pid}`);
    await fs.promises.writeFile(tmp, data, { flag: 'wx' });
    await fs.promises.rename(tmp, path.join(this.root, area, name));
    return `${area}/${name}`;
  }

  /** Absolute path of a key, or null if the key is not a plain key of ours. */
  resolve(key: string): string | null {
    if (!/^(public|private)\/[a-f0-9]{32}\.[a-z]{3,4}$/.test(key)) return null;
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

  get publicDir() { return path.join(this.root, 'public'); }
}

/** URL under which a public key is served. */
export const publicUrl = (key: string) => `/uploads/${key.replace(/^public\//, '')}`;
export const keyFromPublicUrl = (url: string | null | undefined) =>
  url && url.startsWith('/uploads/') ? `public/${url.slice('/uploads/'.length)}` : null;
