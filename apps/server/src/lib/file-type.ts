import { SERVER_MESSAGES, UPLOAD_TYPES } from '@pretoire/contracts';
import { badRequest } from './errors';

/** Detects a file's real type from its first bytes; the name and the declared type are not trusted. */
export type DetectedType = { mime: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'; ext: string };

/** A file read from a multipart body, its type told by its first bytes. */
export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  type: DetectedType | null;
}

export function detectFileType(buf: Buffer): DetectedType | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}

// The accepted types are declared once, in contracts (UPLOAD_TYPES), which the web forms check too.
export const LICENSE_TYPES: ReadonlySet<string> = new Set(UPLOAD_TYPES.license);
export const IMAGE_TYPES: ReadonlySet<string> = new Set(UPLOAD_TYPES.picture);
export const AD_TYPES: ReadonlySet<string> = new Set(UPLOAD_TYPES.ad);

/** A license document must be a real PDF, JPEG or PNG (checked by content). */
export function checkLicense(file: UploadedFile | null) {
  if (!file || file.buffer.length === 0) throw badRequest(SERVER_MESSAGES.licenseRequired);
  if (!file.type || !LICENSE_TYPES.has(file.type.mime)) throw badRequest(SERVER_MESSAGES.licenseType);
  return { buffer: file.buffer, type: file.type };
}
