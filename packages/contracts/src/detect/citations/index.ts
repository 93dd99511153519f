export { LEGAL_CODES, type LegalCode } from './codes';
export { type Citation, type CitationKind, findCitations } from './parse';
export { type CitedTextPart, citationLinkLabel, citationParts } from './render';
export { codeArticleUrl, codeUrl, decisionUrl, legalTextUrl } from './urls';
