// A post's text cut into plain parts and citation parts, for a renderer to turn the latter into links. No HTML here:
// bodies are text, and the renderer (React on both sides) escapes every part.

import { type Citation, findCitations } from './parse';

export type CitedTextPart = { text: string; citation?: undefined } | { text: string; citation: Citation };

/** The text in order; the parts joined give the text back unchanged. */
export function citationParts(text: string): CitedTextPart[] {
  const parts: CitedTextPart[] = [];
  let at = 0;
  for (const citation of findCitations(text)) {
    if (citation.start > at) parts.push({ text: text.slice(at, citation.start) });
    parts.push({ text: text.slice(citation.start, citation.end), citation });
    at = citation.end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The link's accessible name: what is written first (so a voice command naming it works), then what it opens and
 * where: «art. 700 CPC — article 700 du Code de procédure civile, sur Légifrance (nouvel onglet)».
 */
export function citationLinkLabel(part: { text: string; citation: Citation }): string {
  return `${part.text.replace(/\s+/g, ' ')} — ${part.citation.label}, sur ${part.citation.site} (nouvel onglet)`;
}
