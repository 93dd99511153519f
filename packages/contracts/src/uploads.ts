import { IMAGE_MAX_BYTES, LICENSE_MAX_BYTES } from './constants';

// What each upload accepts: the server checks it on the file's first bytes (apps/server/src/lib/file-type.ts builds
// its sets from this), the web forms before sending.
export const UPLOAD_TYPES = {
  picture: ['image/jpeg', 'image/png', 'image/webp'],
  license: ['application/pdf', 'image/jpeg', 'image/png'],
  ad: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

/** Extensions of those types, for files whose browser type is empty (some systems). */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  picture: ['jpg', 'jpeg', 'png', 'webp'],
  license: ['pdf', 'jpg', 'jpeg', 'png'],
  ad: ['jpg', 'jpeg', 'png', 'webp'],
};
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = { picture: IMAGE_MAX_BYTES, license: LICENSE_MAX_BYTES, ad: IMAGE_MAX_BYTES };
