import type { ContentVersion, PostDetail, Reply } from '@pretoire/contracts';
import { diffWords } from 'diff';

const dateFr = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** Words added and removed between two texts: <ins>/<del>, each also said in words (never colour alone). */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      {diffWords(before, after).map((part, i) => {
        const key = `${i}-${part.added ? 'a' : part.removed ? 'r' : 's'}`;
        if (part.added)
          return (
            <ins key={key} className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2">
              <span className="sr-only">[ajouté : </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className="rounded-sm bg-red-100 text-red-950 line-through decoration-red-800 decoration-2">
              <span className="sr-only">[supprimé : </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

const findReply = (replies: Reply[], id: string): Reply | undefined => {
  for (const r of replies) {
    const found = r._id === id ? r : findReply(r.replies, id);
    if (found) return found;
  }
  return undefined;
};

interface Change {
  version: ContentVersion;
  nextTitle: string | null;
  nextContent: string;
}

/** Each version beside the text that replaced it: the next version, or what the page shows now. */
function changesOf(versions: ContentVersion[], post: PostDetail): { label: string; changes: Change[] }[] {
  const groups = new Map<string | null, ContentVersion[]>();
  for (const v of versions) groups.set(v.replyId, [...(groups.get(v.replyId) ?? []), v]);
  return [...groups.entries()].map(([replyId, list]) => {
    const current = replyId ? findReply(post.replies, replyId) : null;
    const now = replyId ? { title: null, content: current?.content ?? '' } : { title: post.title, content: post.content };
    const label = replyId ? `Réponse de ${current?.author.nickname ?? 'un membre'}` : 'Question';
    return {
      label,
      changes: list.map((version, i) => {
        const next = list[i + 1];
        return { version, nextTitle: next ? next.title : now.title, nextContent: next ? next.content : now.content };
      }),
    };
  });
}

/** The history's body, loaded with the diff library only when the disclosure opens. */
export default function VersionList({ versions, post }: { versions: ContentVersion[]; post: PostDetail }) {
  return (
    <div className="space-y-4">
      {changesOf(versions, post).map((group) => (
        <section key={group.label} aria-label={group.label} className="space-y-2">
          <h3 className="font-semibold">{group.label}</h3>
          <ol className="space-y-2">
            {group.changes.map(({ version: v, nextTitle, nextContent }) => (
              <li key={v._id} className="space-y-1 rounded-lg bg-paper p-3">
                <p className="text-xs text-ink-soft">Modifiée le {dateFr(v.createdAt)}</p>
                {v.summary && (
                  <p className="text-sm">
                    <span className="font-medium">Motif de la modification :</span> {v.summary}
                  </p>
                )}
                {v.title !== null && nextTitle !== null && v.title !== nextTitle && (
                  <div className="font-semibold">
                    <WordDiff before={v.title} after={nextTitle} />
                  </div>
                )}
                <WordDiff before={v.content} after={nextContent} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
