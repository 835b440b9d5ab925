import { InactivityPrompt } from '@client/features/auth/inactivity/inactivity-prompt';
import { DashboardView } from '@client/features/dashboard/components/dashboard-view';

/** Dashboard (/ and /dashboard), which signs an idle merchant out (spec section 9). */
export default function DashboardPage() {
  return (
    <>
      <DashboardView />
      <InactivityPrompt />
    </>
  );
}
