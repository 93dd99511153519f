import { CLIENT_MESSAGES } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOKEN_KEY } from '@/lib/api-client';

const storedToken = () => {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};

export interface DownloadOptions {
  root?: string;
  getToken?: () => string | null;
  fetchImpl?: typeof fetch;
  /** Under /admin: `lawyers/{id}` (a registration) or `identity-changes/{id}` (a change of name or bar). */
  path?: string;
}

/**
 * GET /admin/lawyers/{id}/license-document returns the file itself, so it is fetched as a blob with the token
 * (an <object data> URL could not send the Authorization header). Errors read as spec §7 says.
 */
export async function downloadLicense(id: string, opts: DownloadOptions = {}): Promise<Blob> {
  const token = (opts.getToken ?? storedToken)();
  if (!token) throw new Error(CLIENT_MESSAGES.authRequired);
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? globalThis.fetch)(`${opts.root ?? '/api'}/admin/${opts.path ?? `lawyers/${id}`}/license-document`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new Error(CLIENT_MESSAGES.downloadFailed);
  }
  if (!res.ok) throw new Error(CLIENT_MESSAGES.downloadFailed);
  return res.blob();
}

/** Kept as a Blob; the viewer makes (and revokes) the object URL. */
export const licenseBlobQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'license', id] as const, queryFn: () => downloadLicense(id) });
export const useLicenseBlob = (id: string, enabled: boolean) =>
  useQuery({
    ...licenseBlobQuery(id),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
