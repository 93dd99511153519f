import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Document, type Element, isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../../web');

/** The server-rendering tests render with the real web build: fail loudly without it. */
export function requireWebBuild() {
  const files = [path.join(webRoot, 'dist/index.html'), path.join(webRoot, 'dist-ssr/entry-server.js')];
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) throw new Error(`Build the web app first (npm run build -w @pretoire/web): missing ${missing.join(', ')}`);
}

export const webDistDir = path.join(webRoot, 'dist');

export interface Page {
  doc: Document;
  text: string;
  all(selector: (el: Element) => boolean): Element[];
  meta(key: string): string | undefined;
  jsonLd(): Record<string, unknown>[];
}

/** Parses HTML as a crawler would see it (no JavaScript). */
export function parsePage(html: string): Page {
  const doc = parseDocument(html);
  const all = (test: (el: Element) => boolean) => DomUtils.findAll(test, doc.children);
  const root = all((e) => e.attribs.id === 'root')[0];
  return {
    doc,
    text: root ? DomUtils.textContent(root).replace(/\s+/g, ' ') : '',
    all,
    meta: (key) =>
      all((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key))[0]?.attribs.content ??
      (key === 'canonical' ? all((e) => e.name === 'link' && e.attribs.rel === 'canonical')[0]?.attribs.href : undefined),
    jsonLd: () =>
      all((e) => e.name === 'script' && e.attribs.type === 'application/ld+json').map((e) =>
        JSON.parse(DomUtils.textContent(e.children.filter((c) => !isTag(c) || true))),
      ),
  };
}
