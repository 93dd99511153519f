import { encodeExtended } from 'content-disposition';

/**
 * A file name a person typed, made safe to store and to hand to another person's browser
 * (docs/decisions/consultation-limits.md): its last path part only, without control, format (bidirectional
 * overrides, zero-width) or separator characters nor the characters Windows refuses, bounded in length, and ending in
 * the extension of the type detected from the bytes, whatever extension it was given.
 */
export function cleanFileName(typed: string | null | undefined, ext: string, maxLength: number, fallback = 'piece-jointe') {
  const last = (typed ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ');
  // The typed extension goes: the stored file is what its bytes say it is.
  const dot = cleaned.lastIndexOf('.');
  let base = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/gu, '');
  if (!base || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(base)) base = base ? `_${base}` : fallback;
  const room = Math.max(1, maxLength - ext.length - 1);
  const chars = [...base];
  if (chars.length > room) base = chars.slice(0, room).join('').trimEnd();
  return `${base}.${ext}`;
}

/** The name with accents dropped and anything else outside printable ASCII replaced: the header's plain fallback. */
export function asciiFileName(name: string) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * `attachment; filename="<ASCII>"; filename*=UTF-8''<encoded>` (RFC 6266 and 8187): browsers that read the second use
 * it, older ones the plain fallback. Both always, so every reader gets a quoted, cleaned name.
 */
export const attachmentDisposition = (name: string) => `attachment; filename="${asciiFileName(name)}"; filename*=${encodeExtended(name)}`;

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** The extension of a type checked by content (lib/file-type.ts), for names stored before they were cleaned. */
export const extensionOf = (mime: string) => EXTENSIONS[mime] ?? 'bin';
