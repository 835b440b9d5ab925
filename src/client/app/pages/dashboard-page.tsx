import { lazy, Suspense } from 'react';
import DashboardPage from '@client/features/dashboard/dashboard-page';

// Loaded after the dashboard itself, so it stays out of the dashboard's first-load budget;
// a chunk that cannot load (offline) leaves the dashboard without the card, not broken.
const SetupCard = lazy(() =>
  import('@client/features/store-setup/components/setup-card').catch(() => ({
    default: () => null,
  })),
);

/** The dashboard, with the Setup Wizard's onboarding card for a shop not set up yet. */
export default function DashboardWithOnboarding() {
  return (
    <DashboardPage
      onboarding={
        <Suspense fallback={null}>
          <SetupCard />
        </Suspense>
      }
    />
  );
}
