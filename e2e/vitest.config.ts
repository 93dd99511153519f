import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // Files share a worker's loaded modules, so src/harness.ts keeps one server and one Chromium for all of them
    // (decisions/web-e2e.md); each file makes its own accounts and data.
    isolate: false,
    // A journey waits for states, never for times; this only bounds a test on a loaded 2-core machine, where 60 s
    // cut journeys short that were still moving (decisions/web-e2e.md).
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // expect.poll waits for a state; its default second is a race lost on a loaded machine (the server or the
    // page still working), not a finding.
    expect: { poll: { timeout: 15_000 } },
  },
});
