import { createClient } from 'redis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers: the tests of two instances sharing it are skipped on a machine without one. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1_000 } });
  probe.on('error', () => {});
  const up = await probe
    .connect()
    .then(() => true)
    .catch(() => false);
  if (up) await probe.quit();
  return up;
}
