import { lazy, Suspense } from 'react';
import { InactivityPrompt } from '@client/features/auth/inactivity/inactivity-prompt';
import { DashboardView } from '@client/features/dashboard/components/dashboard-view';
import { useTillStaff } from '@client/lib/till-user';

// Loaded after the dashboard itself, so it stays out of the dashboard's first-load budget;
// a chunk that cannot load (offline) leaves the dashboard without the card, not broken.
const SetupCard = lazy(() =>
  import('@client/features/store-setup/components/setup-card').catch(() => ({
    default: () => null,
  })),
);

// The VAT threshold warning: loaded after the dashboard, as the setup card is.
const TurnoverWarning = lazy(() =>
  import('@client/features/shop-settings/components/turnover-warning').catch(() => ({
    default: () => null,
  })),
);

// An expired permit or certificate in red: loaded after the dashboard, as the setup card is.
const ComplianceWarning = lazy(() =>
  import('@client/features/compliance/components/compliance-warning').catch(() => ({
    default: () => null,
  })),
);

// Only a staff session shows it: kept out of the owner's dashboard first load.
const DayFigures = lazy(() =>
  import('@client/features/dashboard/components/day-figures').then((m) => ({
    default: m.DayFigures,
  })),
);

/**
 * Dashboard (/ and /dashboard), which signs an idle merchant out (docs/product.md "Constants"), with the
 * Setup Wizard's onboarding card for a shop not set up yet. A staff session (let in only with
 * the day's figures) sees those figures alone.
 */
export default function DashboardPage() {
  const staff = useTillStaff();
  return (
    <>
      {staff ? (
        <Suspense fallback={null}>
          <DayFigures />
        </Suspense>
      ) : (
        <DashboardView
          onboarding={
            <Suspense fallback={null}>
              <ComplianceWarning />
              <TurnoverWarning />
              <SetupCard />
            </Suspense>
          }
        />
      )}
      <InactivityPrompt />
    </>
  );
}
