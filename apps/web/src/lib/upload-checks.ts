import {
  IMAGE_MAX_BYTES,
  SERVER_MESSAGES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadKind,
  VALIDATION_MESSAGES,
} from '@pretoire/contracts';

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

// Each form keeps the words it showed before: the license ones of spec §5, the server's for pictures.
const MESSAGES: Record<UploadKind, { type: string; size: string }> = {
  license: { type: VALIDATION_MESSAGES.fileType, size: VALIDATION_MESSAGES.fileTooLarge },
  picture: { type: SERVER_MESSAGES.imageType, size: SERVER_MESSAGES.imageTooLarge },
  ad: { type: 'Image JPEG, PNG ou WebP uniquement.', size: `L'image dépasse ${IMAGE_MAX_BYTES / 1024 / 1024} Mo.` },
};

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
// Some browsers say image/jpg.
const browserType = (type: string) => (type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase());

/**
 * The problem of a chosen file for an upload, or null: size, then type. The browser's type decides; when it is empty
 * (some systems), the extension does. The server checks the bytes again.
 */
export function uploadProblem(kind: UploadKind, file: ChosenFile): string | null {
  if (file.size > UPLOAD_MAX_BYTES[kind]) return MESSAGES[kind].size;
  const allowed: readonly string[] = UPLOAD_TYPES[kind];
  const ok = file.type ? allowed.includes(browserType(file.type)) : UPLOAD_EXTENSIONS[kind].includes(extension(file.name));
  return ok ? null : MESSAGES[kind].type;
}

/** The file input's `accept`: the extensions and the types. */
export const uploadAccept = (kind: UploadKind) => [...UPLOAD_EXTENSIONS[kind].map((e) => `.${e}`), ...UPLOAD_TYPES[kind]].join(',');
