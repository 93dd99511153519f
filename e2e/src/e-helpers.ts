// Shared helpers of helper E's journeys (admin, ads, directory, activities): API set-up through the real
// server, pages signed in by token, axe checks and generated test images.

import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, codeFor, type Mail } from './harness';

type H = { baseUrl: string; mails: Mail[] };

export async function call<T>(
  h: H,
  path: string,
  opts: { method?: string; token?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${h.baseUrl}/api${path}`, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
  if (!res.ok) throw new Error(`${opts.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export const login = async (h: H, email: string, password: string) =>
  (await call<{ token: string }>(h, '/auth/login', { body: { email, password } })).token;
export const adminToken = (h: H) => login(h, ADMIN.email, ADMIN.password);

/** A page whose local storage holds the session token before the app starts (spec §3: key 'token'). */
export async function pageAs(browser: Browser, token: string | null, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  return context.newPage();
}

export async function seriousViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A valid one-page PDF (correct xref offsets) showing a line of text, so Chromium's viewer can paint it. */
export function licencePdf(text: string): string {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj${o}endobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${out}trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
}

export interface LawyerInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  barAssociation: string;
  specializations: string[];
  bio?: string;
  /** Defaults to a one-page PDF naming the lawyer. */
  licence?: { data: Uint8Array | string; type: string; name: string };
}

/** Registers a lawyer (signup code by mail, then multipart with a PDF licence); the account stays pending. */
export async function registerLawyer(h: H, l: LawyerInput): Promise<{ id: string; token: string }> {
  const before = h.mails.length;
  await call(h, '/otp/send-signup-otp', { body: { email: l.email } });
  const otp = await codeFor(h.mails, l.email, before);
  await call(h, '/otp/verify-signup-otp', { body: { email: l.email, otp } });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    email: l.email,
    password: l.password,
    firstName: l.firstName,
    lastName: l.lastName,
    barAssociation: l.barAssociation,
    role: 'lawyer',
    bio: l.bio ?? '',
  }))
    form.append(k, v);
  for (const s of l.specializations) form.append('specializations', s);
  const licence = l.licence ?? {
    data: licencePdf(`Licence professionnelle - ${l.firstName} ${l.lastName}`),
    type: 'application/pdf',
    name: 'licence.pdf',
  };
  const bytes = typeof licence.data === 'string' ? licence.data : new Uint8Array(licence.data);
  form.append('licenseDocument', new Blob([bytes], { type: licence.type }), licence.name);
  const r = await call<{ user: { _id: string }; token: string }>(h, '/auth/register-lawyer', { form });
  return { id: r.user._id, token: r.token };
}

export async function approve(h: H, id: string) {
  await call(h, `/admin/lawyers/${id}/approve`, { method: 'PUT', token: await adminToken(h) });
}

/** A member asks a question in the first category; returns its id. */
export async function askQuestion(h: H, memberToken: string, title: string, content: string) {
  const cats = await call<{ categories: { _id: string }[] } | { _id: string }[]>(h, '/categories');
  const list = Array.isArray(cats) ? cats : cats.categories;
  const r = await call<{ post?: { _id: string }; _id?: string }>(h, '/posts', {
    token: memberToken,
    body: { title, content, category: list[0]._id },
  });
  return (r.post?._id ?? r._id) as string;
}

/** A lawyer answers; returns the new reply's id. */
export async function answer(h: H, lawyerToken: string, postId: string, content: string) {
  const r = await call<{ post?: { replies: { _id: string; content: string }[] }; replies?: { _id: string; content: string }[] }>(
    h,
    `/posts/${postId}/replies`,
    { token: lawyerToken, body: { content } },
  );
  const replies = r.post?.replies ?? r.replies ?? [];
  return replies.find((x) => x.content === content)!._id;
}

// A valid PNG of one colour, built by hand (signature, IHDR, IDAT, IEND with CRCs) so no image file is needed.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
