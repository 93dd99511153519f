import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, privateDir } from '../lib/data-dir';

/**
 * Two processes on one PGlite folder silently lose writes, so whoever opens it holds an exclusive
 * lock file holding its pid. A lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string, owner: string): () => void {
  fs.mkdirSync(dir, privateDir);
  const file = path.join(dir, 'pretoire.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, owner }), { flag: 'wx', mode: PRIVATE_FILE });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder && isAlive(holder.pid) && holder.pid !== process.pid) {
        throw new Error(
          `The data folder ${dir} is already in use by ${holder.owner} (pid ${holder.pid}). ` +
            'Stop that process first: two processes on one embedded database lose data.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function readHolder(file: string): { pid: number; owner: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
