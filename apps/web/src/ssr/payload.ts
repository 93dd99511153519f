import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';

/** What a server-rendered page hands the browser, in a non-executable JSON block (the CSP forbids inline scripts). */
export interface SsrPayload {
  /** The server's render time: relative dates hydrate with it (lib/render-clock.tsx). */
  now: number;
  queries: DehydratedState;
  /** Route errors (a 404 from a loader) by route id. */
  errors: Record<string, { status: number; statusText: string } | { message: string }> | null;
}

export const PAYLOAD_ID = 'ssr-data';

/** JSON text that cannot end its <script> block: `<`, `>`, `&` and the JS line separators escaped as \\uXXXX. */
const safeText = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** JSON that cannot end its <script> block. */
export const safeJson = (value: unknown) => safeText(JSON.stringify(value));

/** Stands for a query's data in the payload until its text is pasted there: random, so no data can spell it. */
const RAW = `ssr-raw-${Math.random().toString(36).slice(2)}-`;
const RAW_MARK = new RegExp(`"${RAW}(\\d+)"`, 'g');

/**
 * The payload as safe JSON, each query's data written as the text its answer came in (`texts`, by parsed value):
 * the data was parsed once to render, and is not stringified again.
 */
export function payloadJson(payload: SsrPayload, texts: ReadonlyMap<unknown, string>): string {
  const raw: string[] = [];
  const queries = payload.queries.queries.map((q) => {
    const text = texts.get(q.state.data);
    if (text === undefined) return q;
    raw.push(text);
    return { ...q, state: { ...q.state, data: `${RAW}${raw.length - 1}` } };
  });
  const json = safeJson({ ...payload, queries: { ...payload.queries, queries } });
  return raw.length ? json.replace(RAW_MARK, (_, i: string) => safeText(raw[Number(i)])) : json;
}

export function serializeErrors(errors: Record<string, unknown> | null): SsrPayload['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      isRouteErrorResponse(e) ? { status: e.status, statusText: e.statusText } : { message: 'Erreur' },
    ]),
  );
}

/** Rebuilds the router's hydration state: route error responses become real ones again (isRouteErrorResponse). */
export function hydrationState(payload: SsrPayload): HydrationState {
  const errors = payload.errors
    ? Object.fromEntries(
        Object.entries(payload.errors).map(([id, e]) => [
          id,
          'status' in e ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, null) : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData: {}, actionData: null, errors };
}

/** The payload of a server-rendered page, or null on pages the server left to the browser (private pages). */
export function readPayload(doc: Document): SsrPayload | null {
  const el = doc.getElementById(PAYLOAD_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
