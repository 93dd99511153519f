import { Hourglass } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** The sky-blue box of a legal deadline, the same on the question page and while the question is being written. */
export function DeadlineFrame({
  as: Tag,
  title,
  testId,
  children,
}: {
  as: 'aside' | 'section';
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Tag
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-xl border border-sky-800/15 bg-sky-50 p-4 text-sm leading-relaxed text-sky-950 sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 font-serif text-lg">
        <Hourglass aria-hidden className="h-5 w-5 text-sky-800" />
        {title}
      </h2>
      {children}
    </Tag>
  );
}
