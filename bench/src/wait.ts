/** Waits until `url` answers 2xx (a server starting, a database being seeded behind it). */
export async function waitFor(url: string, timeoutMs = 90_000, stepMs = 300) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`${url} did not answer`);
}
