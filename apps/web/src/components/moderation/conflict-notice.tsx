/**
 * Why the person viewing a moderation queue may not decide this item (their own content, report, complaint or
 * decision): it waits for someone else. The text is the server's (docs/decisions/moderation-conflicts.md).
 */
export function ConflictNotice({ reason }: { reason: string }) {
  return (
    <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-700/20" data-conflict-notice="">
      <span className="font-medium">En attente d’une autre personne. </span>
      {reason}
    </p>
  );
}
