import { defineConfig } from 'vitest/config';

// Tests across real server processes (PostgreSQL + Redis on 127.0.0.1). Run alone, one file at a time:
// they spawn several servers and must not compete with the normal server test files for the 2 cores.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['src/production/**/*.spec.ts'],
    globalSetup: ['src/test/build-server.ts'],
    // Generous: each spawned server migrates or opens its database; on a loaded 2-core machine that takes tens of seconds.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
