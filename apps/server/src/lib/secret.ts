import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, privateDir } from './data-dir';

/** JWT_SECRET, or one generated on first start and kept (mode 600) in DATA_DIR. */
export function loadOrCreateSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, privateDir);
    const secret = randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: PRIVATE_FILE, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
