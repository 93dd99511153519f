import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database, licenses, the mails that carry codes and the secret: only the server's own user may
// read or write any of it (directories 0700, files 0600). The umask covers what other code creates there (PGlite's
// files as it runs); our own writes also pass the modes explicitly. A new PGlite folder is unpacked from a template
// whose modes it sets by chmod (0666, past the umask): protectDataDir runs again once the database is open.
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Options for fs.mkdir(Sync) of a folder under DATA_DIR. */
export const privateDir = { recursive: true, mode: PRIVATE_DIR } as const;

/**
 * At start (server and scripts), before anything is created and again once the database is open: umask 077 for the
 * process, DATA_DIR created 0700, and whatever is open to others tightened (folders 0700, files 0600; links not followed).
 */
export function protectDataDir(dir: string) {
  process.umask(0o077);
  fs.mkdirSync(dir, privateDir);
  tighten(dir);
}

function tighten(p: string) {
  const st = fs.lstatSync(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== PRIVATE_DIR) fs.chmodSync(p, PRIVATE_DIR);
    for (const name of fs.readdirSync(p)) tighten(path.join(p, name));
  } else if (st.mode & 0o077) fs.chmodSync(p, PRIVATE_FILE);
}
