import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { PageHeader } from '@client/components/page-header';
import { useAdminAnalytics } from './api/admin-queries';
import { AdminTabs, type AdminTab } from './components/admin-tabs';
import { AllAccounts } from './components/all-accounts';
import { MerchantManagement } from './components/merchant-management';
import { AccountDetailsDialog } from './components/merchant-details-dialog';
import { PlatformAnalytics } from './components/platform-analytics';
import { SummaryCards } from './components/summary-cards';
import { TeamManagement } from './components/team-management';
import { useText } from '@client/i18n/use-text';
import { adminText } from './admin-text';

/**
 * /admin/dashboard and /admin/merchants open Merchant Management; /admin/analytics its tab.
 * The top bar's search arrives as ?search= and fills Merchant Management's search.
 */
const TAB_BY_PATH: Record<string, AdminTab> = {
  '/admin/dashboard': 'merchants',
  '/admin/merchants': 'merchants',
  '/admin/analytics': 'analytics',
};

export default function AdminDashboardPage() {
  const [location] = useLocation();
  const [tab, setTab] = useState<AdminTab>(TAB_BY_PATH[location] ?? 'merchants');
  const urlSearch = new URLSearchParams(useSearch()).get('search') ?? '';
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (urlSearch !== seenSearch) {
    setSeenSearch(urlSearch);
    setTab('merchants');
  }
  const [details, setDetails] = useState<AdminUser | null>(null);
  const analytics = useAdminAnalytics();
  const t = useText(adminText);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <SummaryCards data={analytics.data} />
      <AdminTabs value={tab} onChange={setTab} />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'merchants' ? (
          <MerchantManagement key={urlSearch} initialSearch={urlSearch} onDetails={setDetails} />
        ) : null}
        {tab === 'accounts' ? (
          <AllAccounts analytics={analytics.data} onDetails={setDetails} />
        ) : null}
        {tab === 'team' ? <TeamManagement /> : null}
        {tab === 'analytics' ? <PlatformAnalytics data={analytics.data} /> : null}
      </section>
      <AccountDetailsDialog account={details} onClose={() => setDetails(null)} />
    </div>
  );
}
