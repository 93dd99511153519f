import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Tests that start the server as production does need `dist/`: build it when missing (a run straight from this
 * workspace). `npm test` builds it once before every suite, so a build already there is the current code.
 */
export function ensureServerBuild() {
  if (fs.existsSync(path.join(serverDir, 'dist', 'main.js'))) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
}

export default function setup() {
  ensureServerBuild();
}
