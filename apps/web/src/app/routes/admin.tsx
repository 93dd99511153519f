import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdManager } from '@/features/ads/components/ad-manager';

// The router lazy-loads this module, so the whole back office stays out of the public bundle.
export default function AdminRoute() {
  return <AdminDashboard adsPanel={<AdManager />} />;
}
