import { randomBytes } from 'node:crypto';

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

/** A fresh random key: not guessable, never reused. */
export const newKey = (area: Area, ext: string) => `${area}/${randomBytes(16).toString('hex')}.${ext}`;

/** URL under which a public key is served. */
export const publicUrl = (key: string) => `/uploads/${key.replace(/^public\//, '')}`;
export const keyFromPublicUrl = (url: string | null | undefined) =>
  url?.startsWith('/uploads/') ? `public/${url.slice('/uploads/'.length)}` : null;
