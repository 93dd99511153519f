import { errorMessage, TOKEN_KEY } from '@/lib/api-client';

/** Downloads GET /users/me/export as the file the server names (the JSON is not renamed like other user responses). */
export async function downloadMyData(): Promise<void> {
  const token = globalThis.localStorage?.getItem(TOKEN_KEY);
  const res = await fetch('/api/users/me/export', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(errorMessage(res.status, body));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'pretoire-mes-donnees.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
