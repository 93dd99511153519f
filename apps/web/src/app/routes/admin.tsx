import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdManager } from '@/features/ads/components/ad-manager';
import { AppealsPanel } from '@/features/appeals';
import { ReportsPanel, useOpenReportsLabel } from '@/features/trust';

// The router lazy-loads this module, so the whole back office stays out of the public bundle.
export default function AdminRoute() {
  const label = useOpenReportsLabel();
  return <AdminDashboard adsPanel={<AdManager />} reports={{ label, panel: <ReportsPanel /> }} appeals={<AppealsPanel />} />;
}
