import {
  type ErrorCode,
  INVALID_JSON_MESSAGE,
  NON_JSON_SUCCESS_MESSAGE,
  OTHER_STATUS_MESSAGE,
  STATUS_FALLBACK_MESSAGES,
  serverReturnedStatus,
  TOKEN_STORAGE_KEY,
} from '@pretoire/contracts';

export const TOKEN_KEY = TOKEN_STORAGE_KEY;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's machine-readable code (the contracts' error catalogue), when the body carried one. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface ApiClientOptions {
  root?: string;
  fetchImpl?: typeof fetch;
  getToken?: () => string | null;
  /** Each answer returned as parsed (no schema), with its text: the server render pastes that text into its payload. */
  onJson?: (value: unknown, text: string) => void;
  /** Parses a successful answer's JSON text (`JSON.parse` by default; the server render keeps parsed answers). */
  parseJson?: (text: string) => unknown;
}

/** A contracts schema (zod) the JSON answer is parsed with; its transforms (e.g. `_id` → `id`, spec §7) apply here. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Given directly, or as a loader (lib/user-views.ts) so the schema's code is fetched only when an answer needs it. */
  schema?: ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);
}

/** Error message per spec §8: server message (+ ': ' + reason), else status fallback. */
export function errorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, reason } = body as { message?: unknown; reason?: unknown };
    if (typeof message === 'string' && message) {
      return typeof reason === 'string' && reason ? `${message}: ${reason}` : message;
    }
  }
  return STATUS_FALLBACK_MESSAGES[status] ?? OTHER_STATUS_MESSAGE;
}

function defaultToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const root = options.root ?? '/api';
  const getToken = options.getToken ?? defaultToken;
  const parseJson = options.parseJson ?? JSON.parse;

  return async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch;
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    let url = root + path;
    if (opts.query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.query)) if (v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    }
    const res = await fetchImpl(url, { method: opts.method ?? 'GET', headers, body });
    const text = res.status === 204 ? '' : await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');

    if (!res.ok) {
      if (!isJson) throw new ApiError(text || serverReturnedStatus(res.status), res.status);
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new ApiError(INVALID_JSON_MESSAGE, res.status);
      }
      const code = (parsed as { code?: unknown } | null)?.code;
      throw new ApiError(errorMessage(res.status, parsed), res.status, typeof code === 'string' ? (code as ErrorCode) : undefined);
    }
    if (!text) return {} as T;
    if (!isJson) return { message: NON_JSON_SUCCESS_MESSAGE } as T;
    let parsed: Json;
    try {
      parsed = parseJson(text) as Json;
    } catch {
      throw new ApiError(INVALID_JSON_MESSAGE, res.status);
    }
    if (!opts.schema) {
      options.onJson?.(parsed, text);
      return parsed as T;
    }
    const schema = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
    return schema.parse(parsed);
  };
}

export const api = createApiClient();
