import { ShiftsView } from '@client/features/shifts/shifts-view';
import { useTillStaff } from '@client/features/shop-staff/till/use-till-staff';
import { waitingSalesCount } from '@client/lib/till-waiting';

/**
 * Shifts (/shifts): the shifts area, told by the shop staff area who approves a pay-in or
 * pay-out the person at the till may not make, and by the till how many sales rung up offline
 * still wait to be sent (they would land in the next shift).
 */
export default function ShiftsPage() {
  const staff = useTillStaff();
  return (
    <>
      <ShiftsView askApproval={staff.askApproval} waitingSales={waitingSalesCount()} />
      {staff.overlay}
    </>
  );
}
