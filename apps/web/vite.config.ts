import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const target = 'http://127.0.0.1:3000';

/**
 * Prints, per route, the gzipped JS a visitor and a signed-in user download: entry + route chunk + their imports,
 * plus the lazily loaded top bar (every route but the landing) and, once signed in, its signed-in controls.
 */
function routeSizes(): Plugin {
  return {
    name: 'route-sizes',
    apply: 'build',
    generateBundle(_opts, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const gz = (file: string) => {
        const c = byFile.get(file);
        return c && c.type === 'chunk' ? gzipSync(c.code).length : 0;
      };
      const closure = (file: string | undefined, seen: Set<string>) => {
        if (!file || seen.has(file)) return seen;
        seen.add(file);
        const c = byFile.get(file);
        if (c && c.type === 'chunk') for (const i of c.imports) closure(i, seen);
        return seen;
      };
      const named = (n: string) => chunks.find((c) => c.isDynamicEntry && c.name === n)?.fileName;
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const kb = (files: Set<string>) => `${([...files].reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1)} KB`.padStart(9);
      const rows = chunks
        .filter((c) => c.isDynamicEntry && c.facadeModuleId?.includes('/src/app/routes/'))
        .map((c) => {
          const visitor = closure(c.fileName, closure(entry.fileName, new Set()));
          if (c.name !== 'landing') closure(named('nav-bar'), visitor);
          const signedIn = c.name === 'landing' ? visitor : closure(named('signed-in-controls'), new Set(visitor));
          return `${c.name.padEnd(18)} ${kb(visitor)} ${kb(signedIn)}`;
        });
      console.log(`\nPer-route gzipped JS    visitor  signed in\n${rows.join('\n')}\n`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [routeSizes()])],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) bundles everything it imports: the server's
  // image installs only the server's production modules (no react-dom, router or query there).
  ssr: { noExternal: true },
  // The production React on the server whatever NODE_ENV says, as in the browser build it hydrates.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        manifest: true,
        // One stylesheet, the entry's, on every page (inlined into public pages by the server): with a stylesheet
        // per chunk, Vite's loader also lists the entry's before each lazy chunk and adds it again as a <link>, which
        // the browser fetches, parses and restyles the whole page with (decisions/web-loading.md).
        cssCodeSplit: false,
        // No <link rel=modulepreload> per dependency of a lazy chunk: adding 15–30 of them costs a phone tens of ms
        // of main thread; the browser fetches a chunk's imports itself, one round trip later (web-loading.md).
        modulePreload: false,
      },
  server: {
    proxy: {
      '/api': target,
      '/uploads': target,
      '/socket.io': { target, ws: true },
    },
  },
}));
