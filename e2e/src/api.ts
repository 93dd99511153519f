// Set-up through the real API: one JSON call, sign-in, registrations, questions and answers.

import { licensePdf } from './files';
import { ADMIN, codeFor, type Mail } from './harness';

/** `forwardedFor`: the journey file's client address (harness.ts), so per-address limits count it apart. */
type Base = { baseUrl: string; forwardedFor?: string };
type WithMail = Base & { mails: Mail[] };

/** One call to `/api${path}` (JSON body or multipart form); throws with the status and body on a non-2xx answer. */
export async function api<T = Record<string, unknown>>(
  h: Base,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (h.forwardedFor) headers['x-forwarded-for'] = h.forwardedFor;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.form;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${h.baseUrl}/api${path}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Signs in and returns the session (token and user). */
export const signIn = (h: Base, email: string, password: string) =>
  api<{ token: string; user: { _id: string } }>(h, 'POST', '/auth/login', { body: { email, password } });
export const login = async (h: Base, email: string, password: string) => (await signIn(h, email, password)).token;
export const adminToken = (h: Base) => login(h, ADMIN.email, ADMIN.password);

/** Asks for a signup code, reads it from the mails and verifies it, as the sign-up form does. */
export async function verifySignup(h: WithMail, email: string) {
  const before = h.mails.length;
  await api(h, 'POST', '/otp/send-signup-otp', { body: { email } });
  const otp = await codeFor(h.mails, email, before);
  await api(h, 'POST', '/otp/verify-signup-otp', { body: { email, otp } });
}

/** Registers a member through the public API: signup code by mail, verification, registration. */
export async function registerMember(h: WithMail, email: string, nickname: string, password: string) {
  await verifySignup(h, email);
  await api(h, 'POST', '/auth/register', { body: { email, password, nickname, role: 'user', acceptTerms: true } });
}

export interface LawyerInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  barAssociation?: string;
  specializations?: string[];
  bio?: string;
  /** Defaults to a one-page PDF naming the lawyer. */
  license?: { data: Uint8Array | string; type: string; name: string };
}

/** Registers a lawyer (signup code by mail, then multipart with a license); pending unless `approve`. */
export async function registerLawyer(
  h: WithMail,
  l: LawyerInput,
  opts: { approve?: boolean } = {},
): Promise<{ id: string; token: string }> {
  await verifySignup(h, l.email);
  const firstName = l.firstName ?? 'Claire';
  const lastName = l.lastName ?? 'Martin';
  const form = new FormData();
  for (const [k, v] of Object.entries({
    email: l.email,
    password: l.password,
    firstName,
    lastName,
    barAssociation: l.barAssociation ?? 'Barreau de Paris',
    role: 'lawyer',
    bio: l.bio ?? '',
    acceptTerms: 'true',
  }))
    form.append(k, v);
  for (const s of l.specializations ?? ['Droit du travail']) form.append('specializations', s);
  const license = l.license ?? {
    data: licensePdf(`Licence professionnelle - ${firstName} ${lastName}`),
    type: 'application/pdf',
    name: 'licence.pdf',
  };
  const bytes = typeof license.data === 'string' ? license.data : new Uint8Array(license.data);
  form.append('licenseDocument', new Blob([bytes], { type: license.type }), license.name);
  const r = await api<{ user: { _id: string }; token: string }>(h, 'POST', '/auth/register-lawyer', { form });
  if (opts.approve) await approve(h, r.user._id);
  return { id: r.user._id, token: r.token };
}

/** A lawyer (Claire Martin, Barreau de Lyon) registered and approved by the admin. */
export const registerApprovedLawyer = (h: WithMail, email: string, password: string) =>
  registerLawyer(h, { email, password, barAssociation: 'Barreau de Lyon' }, { approve: true });

type Person = { email: string; password: string };

/** The usual cast of a journey: a member and an approved lawyer, registered and signed in through the API. */
export async function registerPair(h: WithMail, member: Person & { nickname: string }, lawyer: Person) {
  await registerMember(h, member.email, member.nickname, member.password);
  await registerApprovedLawyer(h, lawyer.email, lawyer.password);
  return { memberToken: await login(h, member.email, member.password), lawyerToken: await login(h, lawyer.email, lawyer.password) };
}

export async function approve(h: Base, id: string) {
  await api(h, 'PUT', `/admin/lawyers/${id}/approve`, { token: await adminToken(h) });
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
}
export const categories = (h: Base) => api<Category[]>(h, 'GET', '/categories');
export const firstCategoryId = async (h: Base) => (await categories(h))[0]!._id;

/** A question in `category` (default: the first one); returns its id. */
export async function askQuestion(h: Base, token: string, p: { title: string; content?: string; category?: string }): Promise<string> {
  const body = {
    title: p.title,
    content: p.content ?? 'Je voudrais comprendre mes droits dans cette situation précise, merci.',
    category: p.category ?? (await firstCategoryId(h)),
  };
  return (await api<{ _id: string }>(h, 'POST', '/posts', { token, body }))._id;
}

/** A lawyer answers; returns the new reply's id. */
export async function answer(h: Base, token: string, postId: string, content: string): Promise<string> {
  const post = await api<{ replies: { _id: string; content: string }[] }>(h, 'POST', `/posts/${postId}/replies`, {
    token,
    body: { content },
  });
  return post.replies.find((x) => x.content === content)!._id;
}

/** The ids of a question's answers, in the API's order. */
export async function replyIds(h: Base, postId: string): Promise<string[]> {
  const post = await api<{ replies: { _id: string }[] }>(h, 'GET', `/posts/${postId}`);
  return post.replies.map((r) => r._id);
}
