import { useSyncExternalStore } from 'react';
import { TOKEN_KEY } from '@/lib/api-client';

const read = () => {
  try {
    return typeof localStorage !== 'undefined' && !!localStorage.getItem(TOKEN_KEY);
  } catch {
    return false;
  }
};
const subscribe = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

/**
 * Whether a session token is stored. The server renders every page signed out (the token lives in localStorage), so
 * hydration reads `false` too and the signed-in parts appear right after it, without a hydration mismatch.
 */
export const useHasToken = () => useSyncExternalStore(subscribe, read, () => false);
