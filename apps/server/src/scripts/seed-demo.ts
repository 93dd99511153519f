// `npm run seed:demo`: fills the configured database (DATABASE_URL, or PGlite under DATA_DIR) with the demo forum.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { protectDataDir } from '../lib/data-dir';

async function main() {
  const config = loadConfig();
  // Same lock as the server: a seed beside a running server on one PGlite folder would lose writes.
  protectDataDir(config.dataDir);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir, 'seed:demo');
  // Loaded once the lock is ours, so a refusal is immediate.
  const [{ buildApp }, { bootstrap }, { openDatabase }, { DEMO_LOGINS, DEMO_PASSWORD, seedDemo }] = await Promise.all([
    import('../app'),
    import('../bootstrap'),
    import('../db/client'),
    import('./demo-seed'),
  ]);
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'db') });
    protectDataDir(config.dataDir);
    try {
      await bootstrap(database.db, config);
      // The app's own context (storage, limiter, clock), without listening.
      const app = await buildApp({ config, database, logger: false });
      try {
        const t0 = Date.now();
        const result = await seedDemo(app.ctx);
        console.log(
          result.created
            ? `Demo forum added in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${result.questions} questions, ${result.replies} answers, ads and rewards.`
            : 'The demo forum is already in this database: nothing added.',
        );
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(44)} ${l.email}`);
  console.log('Other demo members and lawyers use the same password (addresses …@demo.pretoire.fr). Never seed a production database.');
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
