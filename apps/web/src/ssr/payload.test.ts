import { describe, expect, it } from 'vitest';
import { payloadJson, type SsrPayload } from './payload';

const text = '{"title":"Bail </script><script>alert(1)</script> & <!-- x -->","n":1,"s":"\u2028"}';
const data = JSON.parse(text);
const other = { items: [1, 2], note: "$& $` $' <b>" };
const payload = (): SsrPayload => ({
  now: 1,
  queries: {
    mutations: [],
    queries: [
      { queryKey: ['post', 'a'], queryHash: '["post","a"]', state: { data, dataUpdatedAt: 1, status: 'success' } },
      { queryKey: ['other'], queryHash: '["other"]', state: { data: other, dataUpdatedAt: 1, status: 'success' } },
    ],
  } as unknown as SsrPayload['queries'],
  errors: null,
});

describe('the hydration payload', () => {
  it('pastes a query’s data as the text it came in, and parses back to the same payload', () => {
    const json = payloadJson(payload(), new Map([[data, text]]));
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(payload())));
  });

  it('cannot end its <script> block, whether the data is pasted as text or stringified', () => {
    const json = payloadJson(payload(), new Map([[data, text]]));
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('stringifies data that came without its text', () => {
    const json = payloadJson(payload(), new Map());
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(payload())));
  });
});
