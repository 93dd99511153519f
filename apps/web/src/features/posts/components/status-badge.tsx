import { POST_STATUS_BADGES, type PostStatus } from '@pretoire/contracts';
import { CheckCircle2, CircleDot, MessageSquareText } from 'lucide-react';

const look: Record<PostStatus, { cls: string; Icon: typeof CircleDot }> = {
  open: { cls: 'bg-amber-50 text-amber-900 ring-amber-700/25', Icon: CircleDot },
  answered: { cls: 'bg-sky-50 text-sky-900 ring-sky-700/25', Icon: MessageSquareText },
  resolved: { cls: 'bg-emerald-50 text-emerald-900 ring-emerald-700/25', Icon: CheckCircle2 },
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { cls, Icon } = look[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${cls}`}>
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {POST_STATUS_BADGES[status]}
    </span>
  );
}
