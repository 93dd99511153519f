import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Area, KEY_PATTERN, newKey, type Storage } from './storage-keys';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Content types of the extensions we store (lib/file-type.ts decides which files are accepted). */
export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const notFound = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404));

/**
 * Uploads in an S3-compatible bucket. Objects are written without any ACL, so they stay as private as the
 * bucket (a bucket must not be public): public files reach browsers only through the server's `/uploads/`
 * route (lib/storage-serve.ts), license documents only through the admin API.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(o: S3Options) {
    this.bucket = o.bucket;
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
      // Many S3-compatible servers reject the SDK's default extra checksums; send them only when S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(area: Area, data: Buffer, ext: string): Promise<string> {
    const key = newKey(area, ext);
    await this.putKey(key, data);
    return key;
  }

  async putKey(key: string, data: Buffer) {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    const ext = key.slice(key.lastIndexOf('.') + 1);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      }),
    );
  }

  /** A stream of the object with its length, or null when absent; for serving without buffering. */
  async open(key: string): Promise<{ body: Readable; length?: number } | null> {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: out.Body as Readable, length: out.ContentLength };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const c of file.body) chunks.push(Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks);
  }

  async remove(key: string | null | undefined) {
    if (!key || !KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key && KEY_PATTERN.test(o.Key)) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
