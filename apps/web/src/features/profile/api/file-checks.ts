import { IMAGE_MAX_BYTES, LICENSE_MAX_BYTES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';

const LICENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'];
const LICENCE_EXT = /\.(pdf|jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Spec §5 licence rules, checked before upload; the server checks the bytes again. Null when fine. */
export function licenceProblem(file: { size: number; type: string; name: string }): string | null {
  if (!LICENCE_TYPES.includes(file.type) && !LICENCE_EXT.test(file.name)) return VALIDATION_MESSAGES.fileType;
  if (file.size > LICENSE_MAX_BYTES) return VALIDATION_MESSAGES.fileTooLarge;
  return null;
}

/** Profile pictures: JPEG, PNG or WebP up to 2 MB (the server's rules, same messages). */
export function pictureProblem(file: { size: number; type: string }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return SERVER_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return SERVER_MESSAGES.imageTooLarge;
  return null;
}
