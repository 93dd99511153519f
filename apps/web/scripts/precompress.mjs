// Writes .br and .gz beside every compressible file of dist/ so the server sends them without compressing per request
// (@fastify/static `preCompressed`; nginx `gzip_static`). Run by `npm run build` after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files += 1;
  raw += body.length;
  brotli += br.length;
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
