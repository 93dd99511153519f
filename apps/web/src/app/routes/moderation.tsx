import { Tabs } from 'radix-ui';
import { AppealsPanel } from '@/features/appeals';
import { useSession } from '@/features/auth';
import { ReportsPanel, useOpenReportsLabel } from '@/features/trust';

/** A moderator's only back-office screens: the report queue and the complaints (docs/decisions/moderator-role.md). */
export default function ModerationRoute() {
  const { user } = useSession();
  const label = useOpenReportsLabel();
  if (!user || (user.role !== 'admin' && !user.moderator)) return <p role="alert">Cette page est réservée aux modérateurs.</p>;
  return (
    <div className="space-y-5">
      <h1 className="text-3xl">Modération</h1>
      <Tabs.Root defaultValue="reports">
        <Tabs.List aria-label="Sections de la modération" className="flex gap-1 border-b border-ink/15">
          {[
            { value: 'reports', label },
            { value: 'appeals', label: 'Recours' },
          ].map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm data-[state=active]:border-ink data-[state=active]:font-semibold"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="reports" className="pt-4">
          <ReportsPanel />
        </Tabs.Content>
        <Tabs.Content value="appeals" className="pt-4">
          <AppealsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
