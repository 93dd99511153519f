import { citationLinkLabel, citationParts } from '@pretoire/contracts';
import { Fragment, useMemo } from 'react';

/**
 * A post's body with its legal citations linked to the official text (docs/decisions/citations.md). The body stays
 * text: every part goes through React's escaping; the same markup renders on the server, so links work without JS.
 */
export function CitedText({ text }: { text: string }) {
  // A thread re-renders on every rating or toast: each body is parsed once per text.
  const parts = useMemo(() => citationParts(text), [text]);
  return parts.map((part, i) =>
    part.citation ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered.
        key={i}
        href={part.citation.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={citationLinkLabel(part)}
        title={`${part.citation.label} (${part.citation.site})`}
        data-citation={part.citation.kind}
        className="text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent"
      >
        {part.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
