import { TILL_WAITING_KEY } from '@client/features/pos/offline/till-queue';
import { ShiftsView } from '@client/features/shifts/shifts-view';
import { useTillStaff } from '@client/features/shop-staff/till/use-till-staff';

/**
 * Shifts (/shifts): the shifts area, told by the shop staff area who approves a pay-in or
 * pay-out the person at the till may not make, and by the till how many sales rung up offline
 * still wait to be sent (they would land in the next shift).
 */
export default function ShiftsPage() {
  const staff = useTillStaff();
  const waitingSales = Number(localStorage.getItem(TILL_WAITING_KEY) ?? 0) || 0;
  return (
    <>
      <ShiftsView askApproval={staff.askApproval} waitingSales={waitingSales} />
      {staff.overlay}
    </>
  );
}
