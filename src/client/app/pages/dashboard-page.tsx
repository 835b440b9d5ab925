import { lazy, Suspense } from 'react';
import { InactivityPrompt } from '@client/features/auth/inactivity/inactivity-prompt';
import { DashboardView } from '@client/features/dashboard/components/dashboard-view';

// Loaded after the dashboard itself, so it stays out of the dashboard's first-load budget;
// a chunk that cannot load (offline) leaves the dashboard without the card, not broken.
const SetupCard = lazy(() =>
  import('@client/features/store-setup/components/setup-card').catch(() => ({
    default: () => null,
  })),
);

/**
 * Dashboard (/ and /dashboard), which signs an idle merchant out (docs/product.md "Constants"), with the
 * Setup Wizard's onboarding card for a shop not set up yet.
 */
export default function DashboardPage() {
  return (
    <>
      <DashboardView
        onboarding={
          <Suspense fallback={null}>
            <SetupCard />
          </Suspense>
        }
      />
      <InactivityPrompt />
    </>
  );
}
