import { BarChart3, FileCheck2, Flag, Megaphone, MessagesSquare, Scale, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePendingLawyers } from '../api/pending-lawyers';
import { IdentityChanges } from './identity-changes';
import { PendingLawyers } from './pending-lawyers';
import { PostsPanel } from './posts-panel';
import { StatsPanel } from './stats-panel';
import { UsersPanel } from './users-panel';

export const ADMIN_TABS = ['stats', 'lawyers', 'users', 'questions', 'ads', 'reports', 'appeals'] as const;
type Tab = (typeof ADMIN_TABS)[number];

/** Radix tabs; the open tab is kept in `?tab=` so reload and links keep it. The ads section comes from its own feature. */
export function AdminDashboard({
  adsPanel,
  reports,
  appeals,
}: {
  adsPanel: ReactNode;
  reports?: { label: string; panel: ReactNode };
  appeals?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = ADMIN_TABS.includes(raw as Tab) ? (raw as Tab) : 'stats';
  const pending = usePendingLawyers();
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tab strip scrolls sideways: keep the open tab visible (e.g. after a ?tab= link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes, to scroll the new active tab into view.
  useEffect(() => {
    list.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const count = pending.data?.length ?? 0;
  const tabs: { value: Tab; label: string; icon: ReactNode; title: string; body: ReactNode }[] = [
    {
      value: 'stats',
      label: 'Statistiques',
      icon: <BarChart3 aria-hidden className="h-4 w-4" />,
      title: 'Statistiques',
      body: <StatsPanel />,
    },
    {
      value: 'lawyers',
      label: `Avocats en attente${count ? ` (${count})` : ''}`,
      icon: <FileCheck2 aria-hidden className="h-4 w-4" />,
      title: 'Avocats en attente d\u2019approbation',
      body: (
        <>
          <PendingLawyers />
          <IdentityChanges />
        </>
      ),
    },
    { value: 'users', label: 'Utilisateurs', icon: <Users aria-hidden className="h-4 w-4" />, title: 'Utilisateurs', body: <UsersPanel /> },
    {
      value: 'questions',
      label: 'Questions',
      icon: <MessagesSquare aria-hidden className="h-4 w-4" />,
      title: 'Questions',
      body: <PostsPanel />,
    },
    { value: 'ads', label: 'Publicités', icon: <Megaphone aria-hidden className="h-4 w-4" />, title: 'Publicités', body: adsPanel },
    // The moderation queue, from the trust feature (like the ads panel).
    ...(reports
      ? [
          {
            value: 'reports' as const,
            label: reports.label,
            icon: <Flag aria-hidden className="h-4 w-4" />,
            title: 'Signalements',
            body: reports.panel,
          },
        ]
      : []),
    // Complaints against decisions, from the appeals feature.
    ...(appeals
      ? [{ value: 'appeals' as const, label: 'Recours', icon: <Scale aria-hidden className="h-4 w-4" />, title: 'Recours', body: appeals }]
      : []),
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-3xl">Tableau de bord</h1>
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
        <Tabs.List
          ref={list}
          aria-label="Sections du tableau de bord"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-ink/15 px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-soft data-[state=active]:border-accent data-[state=active]:text-ink"
            >
              {t.icon}
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="pt-5">
            <h2 className="mb-4 text-2xl">{t.title}</h2>
            {t.body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
