import fc from 'fast-check';

/**
 * fast-check arbitraries built from the app's OpenAPI document: plausible values (to reach deep code) and hostile
 * ones (wrong types, huge and odd strings, missing and extra fields, malformed JSON and multipart, ids that are not ids).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  /** POST routes without a JSON body read multipart/form-data (uploads) or nothing. */
  multipartLikely: boolean;
  /** The statuses the document says the operation can answer. */
  statuses: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, unknown>;
        summary?: string;
      }
    >
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body,
        multipartLikely:
          !body &&
          (method === 'post' || method === 'put') &&
          /multipart|image|upload|document|picture/i.test(`${path} ${op.summary ?? ''}`),
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return ops;
}

/** Strings known to upset parsers, databases, path handling and templating. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '/',
  '\\',
  "' OR '1'='1",
  "'; drop table users; --",
  '" or ""="',
  '$where',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}',
  '\ud800',
  '\udfff',
  '\u202e\u0644\u0627',
  '🧑‍⚖️⚖️',
  'Ǆ̧̈',
  '\r\nX-Injected: 1',
  'a'.repeat(300),
  'é'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  'not-a-uuid',
  '9007199254740993',
  '-9007199254740993',
  '1.5',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '١٢٣',
  // Full-text search syntax and its edge cases
  "bail & !loyer | 'x':* <-> (y",
  '((((licenciement',
  'le la les de des du',
  '?!.,;:',
  'préavis:* & délai',
];

const hugeString = fc
  .integer({ min: 10_000, max: 400_000 })
  .chain((n) => fc.constantFrom('x', 'é', '\ud83e\uddd1', '\u0000', '<').map((c) => c.repeat(n)));

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1.5, -0) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }).map((d) => JSON.parse('['.repeat(d) + ']'.repeat(d)) as unknown) },
);

/** Known good values of free-text fields (category slugs…), so plausible inputs get past the lookups. */
export const HINTS: Record<string, string[]> = {};

/** A value the schema accepts (mostly): what a real client would send. */
export function validFor(s: JsonSchema | undefined, name = '', ids: string[] = []): fc.Arbitrary<unknown> {
  const hint = HINTS[name];
  if (hint?.length && s?.type === 'string' && !s.enum) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...hint) },
      { weight: 1, arbitrary: validFor({ ...s, type: 'string' }, `${name}#`, ids) },
    );
  }
  if (!s) return hostileValue;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return fc.oneof(...alt.map((a) => validFor(a, name, ids)));
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -1000;
      const max = Math.min(s.maximum ?? 1000, min + 1000);
      return type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validFor(s.items, name, ids), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object':
      return objectFor(s, ids, false);
    default: {
      if (s.format === 'uuid')
        return ids.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid() }) : fc.uuid();
      if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('membre@example.test', 'admin@example.test'));
      if (s.format === 'uri') return fc.webUrl();
      if (s.pattern) {
        try {
          const re = new RegExp(s.pattern, 'u');
          return fc.stringMatching(re).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 10_000));
        } catch {
          /* fall through */
        }
      }
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 60, 200) });
    }
  }
}

/** An object for the schema, then maybe broken: a field made hostile, required ones dropped, extra ones added. */
export function objectFor(s: JsonSchema, ids: string[], mutate = true): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of props) model[k] = validFor(v, k, ids);
  const base = fc.record(model, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) });
  if (!mutate) return base;
  const keys = props.map(([k]) => k);
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'role', 'status', '_id', 'id', 'userId', 'credits', 'isAdmin', 'tokenVersion'),
    fc.string({ maxLength: 12 }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 4,
      arbitrary: keys.length
        ? fc.tuple(base, fc.constantFrom(...keys), hostileValue).map(([o, k, v]) => ({ ...(o as object), [k]: v }))
        : hostileValue,
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.subarray(keys))
        .map(([o, drop]) => Object.fromEntries(Object.entries(o as object).filter(([k]) => !drop.includes(k)))),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(base, extraKey, hostileValue).map(([o, k, v]) => {
        const copy: Record<string, unknown> = { ...(o as object) };
        Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
        return copy;
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A path segment: a real id of the fixtures, a random uuid, or anything but an id. */
export function pathValue(s: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  const plausible = s.enum
    ? fc.constantFrom(...s.enum.map(String))
    : s.format === 'uuid'
      ? validFor(s, '', ids).map(String)
      : fc.string({ minLength: 1, maxLength: 30 });
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 3, arbitrary: hostileScalar.map((v) => String(v)).filter((v) => v.length > 0) },
  );
}

/** Percent-encodes any JS string, lone surrogates included (encodeURIComponent throws on those). */
export function pct(v: string): string {
  return [...Buffer.from(v, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query string: declared parameters valid, hostile, repeated or absent, plus unknown and malformed pieces. */
export function queryFor(params: { name: string; schema: JsonSchema }[], ids: string[]): fc.Arbitrary<string> {
  const enc = (v: unknown) => pct(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const one = (p: { name: string; schema: JsonSchema }) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant('') },
      { weight: 4, arbitrary: validFor(p.schema, p.name, ids).map((v) => `${p.name}=${enc(v)}`) },
      { weight: 3, arbitrary: hostileScalar.map((v) => `${p.name}=${enc(v)}`) },
      {
        weight: 1,
        arbitrary: fc.tuple(validFor(p.schema, p.name, ids), hostileScalar).map(([a, b]) => `${p.name}=${enc(a)}&${p.name}=${enc(b)}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(`${p.name}[]=1`, `${p.name}[a]=1`, `${p.name}`, `${p.name}=`, `${p.name}=%zz`, `${p.name}=%00`),
      },
    );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__[x]=1', 'constructor=1', '&&&', '=', '%', 'a=%E0%A4%A', `q=${'x'.repeat(3000)}`) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), hostileScalar).map(([k, v]) => `${pct(k)}=${enc(v)}`) },
  );
  return fc.tuple(fc.tuple(...params.map(one)), extra).map(([parts, x]) => [...parts, x].filter(Boolean).join('&'));
}

export type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string | Buffer };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"email": "a@b.fr",}',
  '\uFEFF{}',
  'nan',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '"',
  '[',
  ' ',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

function multipartBody(
  fields: [string, string][],
  file: { field: string; name: string; type: string; data: Buffer } | null,
  boundary = 'fuzzBoundary42',
): Buffer {
  const chunks: Buffer[] = [];
  for (const [k, v] of fields) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const FILES = {
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
  empty: Buffer.alloc(0),
};

/** Well-formed multipart with hostile fields and files, and broken multipart. */
export const multipartArb: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'email',
              'password',
              'firstName',
              'lastName',
              'barAssociation',
              'specializations',
              'role',
              'position',
              'link',
              'preset',
              'profilePicture',
              'bio',
              'phone',
              'x',
            ),
            hostileScalar.map(String),
          ),
          { maxLength: 8 },
        ),
        fc.option(
          fc.record({
            field: fc.constantFrom('licenseDocument', 'profilePicture', 'image', 'other', ''),
            name: fc.constantFrom('a.png', 'a.pdf', '../../evil.html', 'x.svg', '', 'é\u0000.png'),
            type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream'),
            data: fc.constantFrom(...Object.values(FILES)),
          }),
        ),
      )
      .map(([fields, file]) => ({
        kind: 'raw' as const,
        contentType: 'multipart/form-data; boundary=fuzzBoundary42',
        payload: multipartBody(fields, file),
      })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'multipart/form-data', payload: 'no boundary at all' },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
      },
      { kind: 'raw', contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\n\r\n\r\n--abc--' },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n--abc--\r\n',
      },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=abc',
        payload: `--abc\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nx\r\n--abc--\r\n`,
      },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=abc',
        payload:
          Array.from({ length: 80 }, (_, i) => `--abc\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') +
          '--abc--\r\n',
      },
      { kind: 'raw', contentType: 'multipart/form-data; boundary=abc', payload: '{"json":"in a multipart"}' },
      { kind: 'raw', contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`, payload: '--x--' },
    ),
  },
);

export function bodyFor(op: Operation, ids: string[]): fc.Arbitrary<Body> {
  const malformed = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((p): Body => ({ kind: 'raw', contentType: 'application/json', payload: p })),
    fc.string({ unit: 'binary', maxLength: 60 }).map((p): Body => ({ kind: 'raw', contentType: 'application/json', payload: p })),
    fc.uint8Array({ maxLength: 64 }).map((a): Body => ({ kind: 'raw', contentType: 'application/json', payload: Buffer.from(a) })),
    fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'text/plain', payload: 'hello' },
      { kind: 'raw', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.fr&password=x' },
      {
        kind: 'raw',
        contentType: 'application/xml',
        payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      },
      { kind: 'raw', contentType: 'application/json; charset=utf-16', payload: '{}' },
      { kind: 'raw', contentType: 'application/json', payload: '' },
      { kind: 'raw', contentType: 'application/json', payload: JSON.stringify({ pad: 'x'.repeat(2_000_000) }) },
    ),
  );
  const json = op.body
    ? objectFor(op.body, ids).map((value): Body => ({ kind: 'json', value }))
    : hostileValue.map((value): Body => ({ kind: 'json', value }));
  const choices: fc.WeightedArbitrary<Body>[] = [
    { weight: op.body ? 6 : 1, arbitrary: json },
    { weight: 2, arbitrary: malformed },
    { weight: op.multipartLikely ? 6 : 1, arbitrary: multipartArb },
  ];
  if (!op.body) choices.push({ weight: 2, arbitrary: fc.constant<Body>({ kind: 'none' }) });
  return fc.oneof(...choices);
}
