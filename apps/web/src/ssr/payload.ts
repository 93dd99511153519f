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

/** JSON that cannot end its <script> block: `<`, `>`, `&` and the JS line separators are escaped as \\uXXXX. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

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
