import { DEVICE_STORAGE_KEY } from '@pretoire/contracts';

const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A random id this browser keeps and sends when signing in or up, so the server can tell a new browser (sign-in alert)
 * from the owner's usual one (which its login slow-down spares). Random, not derived from the browser: no fingerprint.
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string | undefined {
  try {
    if (!storage) return undefined;
    const kept = storage.getItem(DEVICE_STORAGE_KEY);
    if (kept && VALID.test(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    storage.setItem(DEVICE_STORAGE_KEY, id);
    return id;
  } catch {
    return undefined; // storage refused (private mode): signed in as an unknown browser
  }
}
