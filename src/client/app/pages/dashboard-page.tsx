import { InactivityPrompt } from '@client/features/auth/inactivity/inactivity-prompt';
import { DashboardView } from '@client/features/dashboard/components/dashboard-view';
import { lazyPart, lazyPartAfterContent } from '@client/lib/lazy-part';
import { useTillStaff } from '@client/lib/till-user';

// Loaded once the dashboard's figures show, so they stay out of its first-load budget and never
// hold the figures back on a slow line; a chunk that cannot load (offline) leaves the dashboard
// without the card, not broken.
const SetupCard = lazyPartAfterContent(() =>
  import('@client/features/store-setup/components/setup-card').then((m) => m.default),
);
// The VAT threshold warning.
const TurnoverWarning = lazyPartAfterContent(() =>
  import('@client/features/shop-settings/components/turnover-warning').then((m) => m.default),
);
// An expired permit or certificate in red.
const ComplianceWarning = lazyPartAfterContent(() =>
  import('@client/features/compliance/components/compliance-warning').then((m) => m.default),
);
// Only a staff session shows it: kept out of the owner's dashboard first load.
const DayFigures = lazyPart(() =>
  import('@client/features/dashboard/components/day-figures').then((m) => m.DayFigures),
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
        <DayFigures />
      ) : (
        <DashboardView
          onboarding={
            <>
              <ComplianceWarning />
              <TurnoverWarning />
              <SetupCard />
            </>
          }
        />
      )}
      <InactivityPrompt />
    </>
  );
}
