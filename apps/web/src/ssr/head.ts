import { type Category, lawyerTitle, type PostDetail } from '@pretoire/contracts';
import { GUARD_TEXTS } from '@/components/layout/guard-texts';
import { paths } from '@/config/paths';
import type { LawyerDetail } from '@/features/lawyers/api/get-lawyer';
import { breadcrumb, jsonLdScript, lawyerPerson, qaPage } from './json-ld';

export const SITE_NAME = 'Prétoire';
export const DEFAULT_TITLE = 'Prétoire — vos questions juridiques, des avocats répondent';
export const DEFAULT_DESCRIPTION = 'Prétoire : posez votre question juridique, des avocats inscrits au barreau vous répondent.';
const DESCRIPTION_MAX = 155;

/** The legal pages, server-rendered like the other public pages (docs/decisions/newcomer-pages.md). */
export const LEGAL_PAGES = {
  [paths.legalNotice]: {
    title: 'Mentions légales',
    description: 'Éditeur, directeur de la publication, hébergeur et contact de Prétoire.',
  },
  [paths.terms]: {
    title: 'Conditions d’utilisation',
    description: 'Les règles de Prétoire : ce que vous publiez, les réponses des avocats, la modération et les recours.',
  },
  [paths.privacy]: {
    title: 'Politique de confidentialité',
    description: 'Les données que Prétoire traite, pourquoi, combien de temps, et comment exercer vos droits.',
  },
} as const;
export type LegalPath = keyof typeof LEGAL_PAGES;

export interface Head {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; absent on pages that must not be indexed. */
  canonical?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'profile';
  jsonLd?: unknown[];
}

/** Collapses white space and cuts at a word near `max` characters, with an ellipsis. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

const pageSuffix = (page: number) => (page > 1 ? ` — page ${page}` : '');
const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

export type HeadInput =
  | { page: 'landing' }
  | { page: 'home'; pageNo: number; filtered: boolean }
  | { page: 'category'; category: Category; pageNo: number; filtered: boolean }
  | { page: 'post'; post: PostDetail }
  | { page: 'lawyers'; pageNo: number; filtered: boolean }
  | { page: 'lawyer'; detail: LawyerDetail }
  | { page: 'transparency' }
  /** A page that needs an account, as the server renders it: signed out, refused (components/layout/route-guard.tsx). */
  | { page: 'guard' }
  | { page: 'legal'; path: LegalPath }
  | { page: 'not-found' }
  | { page: 'error' };

/** The tab title of each public page (the server's `<title>`, and the browser's after a client-side navigation). */
export function pageTitle(input: HeadInput): string {
  switch (input.page) {
    case 'landing':
      return DEFAULT_TITLE;
    case 'home':
      return `Questions juridiques${pageSuffix(input.pageNo)} — ${SITE_NAME}`;
    case 'category':
      return `${input.category.name} : questions juridiques${pageSuffix(input.pageNo)} — ${SITE_NAME}`;
    case 'post':
      return `${input.post.title} — ${SITE_NAME}`;
    case 'lawyers':
      return `Annuaire des avocats${pageSuffix(input.pageNo)} — ${SITE_NAME}`;
    case 'lawyer':
      return `${lawyerTitle({ ...input.detail.lawyer, role: 'lawyer', isDeleted: false })}, avocat — ${SITE_NAME}`;
    case 'transparency':
      return `Transparence de la modération — ${SITE_NAME}`;
    case 'guard':
      return `${GUARD_TEXTS.signIn.title} — ${SITE_NAME}`;
    case 'legal':
      return `${LEGAL_PAGES[input.path].title} — ${SITE_NAME}`;
    case 'not-found':
      return `Page introuvable — ${SITE_NAME}`;
    case 'error':
      return `Erreur — ${SITE_NAME}`;
  }
}

/** The head of each public page: its own title, description, canonical URL and structured data. */
export function pageHead(input: HeadInput, origin: string): Head {
  switch (input.page) {
    case 'landing':
      return { title: pageTitle(input), description: DEFAULT_DESCRIPTION, canonical: paths.landing };
    case 'home':
      return {
        title: pageTitle(input),
        description: 'Les questions des membres et les réponses d’avocats inscrits au barreau, vérifiés par notre équipe.',
        canonical: withPage(paths.home, input.pageNo),
        // Filtered and searched lists are views of the same questions: crawl them, index the plain list.
        noindex: input.filtered,
      };
    case 'category':
      return {
        title: pageTitle(input),
        description: excerpt(input.category.description || `Questions de ${input.category.name} et réponses d’avocats.`),
        canonical: withPage(paths.category(input.category._id), input.pageNo),
        noindex: input.filtered,
      };
    case 'post': {
      const p = input.post;
      return {
        title: pageTitle(input),
        description: excerpt(`${p.title} : ${p.content}`),
        canonical: paths.post(p._id),
        ogType: 'article',
        // Hidden by moderation: its tombstone is not for search engines (docs/decisions/trust-moderation.md).
        ...(p.hidden ? { noindex: true } : { jsonLd: [qaPage(p, origin), breadcrumb(p.category, p, origin)] }),
      };
    }
    case 'transparency':
      return {
        title: pageTitle(input),
        description: 'Signalements reçus, décisions de modération, recours et suspensions, mois par mois.',
        canonical: paths.transparency,
      };
    case 'lawyers':
      return {
        title: pageTitle(input),
        description: 'Trouvez l’avocat qui répond aux questions de votre domaine : barreau, spécialisations, réponses publiées.',
        canonical: withPage(paths.lawyers, input.pageNo),
        noindex: input.filtered,
      };
    case 'lawyer': {
      const l = input.detail.lawyer;
      const name = lawyerTitle({ ...l, role: 'lawyer', isDeleted: false });
      const about = [l.barAssociation, l.specializations.join(', ')].filter(Boolean).join(' · ');
      return {
        title: pageTitle(input),
        description: excerpt(l.bio ? `${name} (${about}) : ${l.bio}` : `${name}, avocat. ${about}.`),
        canonical: paths.lawyer(l.id),
        ogType: 'profile',
        jsonLd: [lawyerPerson(input.detail, origin)],
      };
    }
    case 'guard':
      return { title: pageTitle(input), description: GUARD_TEXTS.signIn.text, noindex: true };
    case 'legal':
      return { title: pageTitle(input), description: LEGAL_PAGES[input.path].description, canonical: input.path };
    case 'not-found':
      return { title: pageTitle(input), description: DEFAULT_DESCRIPTION, noindex: true };
    case 'error':
      return { title: pageTitle(input), description: DEFAULT_DESCRIPTION, noindex: true };
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags that replace the static title and description of index.html. */
export function headHtml(head: Head, origin: string): string {
  const url = head.canonical ? origin + head.canonical : undefined;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeAttr(url)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : '',
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd ?? []).map(jsonLdScript),
  ]
    .filter(Boolean)
    .join('\n    ');
}
