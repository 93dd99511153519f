import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { detectFileType, type UploadedFile } from './file-type';

export type { UploadedFile };

export interface MultipartResult {
  fields: Record<string, string | string[]>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart body: text fields (repeated names become arrays) and at most one file, held in
 * memory up to maxBytes. A larger file is refused with 413 and tooLargeMessage, before anything is stored.
 */
export async function readMultipart(
  req: FastifyRequest,
  opts: { fileField: string; maxBytes: number; tooLargeMessage: string },
): Promise<MultipartResult> {
  if (!req.isMultipart()) throw badRequest(SERVER_MESSAGES.validation, 'body: multipart/form-data expected');
  const fields: Record<string, string | string[]> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== opts.fileField || file) continue;
        file = { buffer, filename: part.filename, type: detectFileType(buffer) };
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // PostgreSQL text cannot hold U+0000 (it would be a 500): refuse it here, as the JSON routes do.
        if (value.includes('\u0000') || name.includes('\u0000'))
          throw badRequest(SERVER_MESSAGES.validation, `${name}: caractère nul interdit`);
        const prev = fields[name];
        fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, opts.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, SERVER_MESSAGES.payloadTooLarge);
    if (err instanceof AppError) throw err;
    throw badRequest(SERVER_MESSAGES.validation, 'body: malformed multipart data');
  }
  return { fields, file };
}

/** A field that may arrive once or repeated, always as a list. */
export const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const asText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
