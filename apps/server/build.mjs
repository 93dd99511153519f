// Builds the server into dist/: one ES module per entry point, the workspace's TypeScript (this package and
// @pretoire/contracts) bundled in, every npm dependency left to node_modules (decisions/runtime.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => JSON.parse(fs.readFileSync(path.join(here, file), 'utf8'));
const server = read('package.json');
const contracts = read('../../packages/contracts/package.json');
const external = [...Object.keys(server.dependencies), ...Object.keys(contracts.dependencies)].filter(
  (name) => !name.startsWith('@pretoire/'),
);

const out = path.join(here, 'dist');
fs.rmSync(out, { recursive: true, force: true });
const t0 = Date.now();
await build({
  absWorkingDir: here,
  // Flat in dist/: every entry finds the migrations and the web build at the same relative place as src/*.ts does.
  entryPoints: {
    main: 'src/main.ts',
    'seed-demo': 'src/scripts/seed-demo.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // Some dependencies still call require(): give the ES module bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), out) || '.'} in ${Date.now() - t0} ms`);
