import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/catalogued-errors.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Files share a worker's loaded modules: each builds its own app and database, so only the import is shared
    // (about half the suite's time went to importing the server again for each of its 80 files).
    isolate: false,
  },
});
