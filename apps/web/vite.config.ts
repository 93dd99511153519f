import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const target = 'http://127.0.0.1:3000';

/** Prints the gzipped JS each route chunk (plus the entry and its static imports) weighs. */
function routeSizes(): Plugin {
  return {
    name: 'route-sizes',
    apply: 'build',
    generateBundle(_opts, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const gz = (file: string) => {
        const c = byName.get(file);
        return c && c.type === 'chunk' ? gzipSync(c.code).length : 0;
      };
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        const c = byName.get(file);
        if (c && c.type === 'chunk') for (const i of c.imports) closure(i, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const base = closure(entry.fileName);
      const rows: string[] = [];
      for (const c of chunks.filter((c) => c.isDynamicEntry)) {
        const all = closure(c.fileName, new Set(base));
        const total = [...all].reduce((s, f) => s + gz(f), 0);
        rows.push(`${c.name.padEnd(24)} ${(total / 1024).toFixed(1)} KB gzip`);
      }
      console.log(`\nPer-route gzipped JS (entry + route chunk + imports):\n${rows.join('\n')}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routeSizes()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': target,
      '/uploads': target,
      '/socket.io': { target, ws: true },
    },
  },
});
