import type { Shift } from '@shared/shifts/shifts.schemas';
import { ApiError } from '@client/lib/api';
import { getStoredUser } from '@client/lib/storage';
import { rememberOpenShift } from '@client/lib/till-shift';
import { keyOf, request } from './endpoint';
import { getCurrentShift } from './shifts-endpoints';

/** The open shift's key: the till's header and the shifts page read the same answer. */
export const currentShiftKey = keyOf(getCurrentShift);

/** The phone keeps the open shift's id for the sales its till queues offline. */
export function keepShiftOnPhone(shift: Shift | null) {
  const userId = getStoredUser()?.id;
  if (userId) rememberOpenShift(userId, shift?.status === 'open' ? shift.id : null);
}

/** The open shift with its running figures (the X report), or null when none is open. */
export async function currentShift(): Promise<Shift | null> {
  try {
    const shift = await request(getCurrentShift, {});
    keepShiftOnPhone(shift);
    return shift;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    keepShiftOnPhone(null);
    return null;
  }
}
