import { ActivityTimeline } from '@/features/activities/components/activity-timeline';
import { ProgressPanel } from '@/features/activities/components/progress-panel';

export default function ActivitiesRoute() {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">Mes Activités</h1>
      <ProgressPanel />
      <ActivityTimeline />
    </div>
  );
}
