/**
 * The shift open on this phone's drawer, as last read from the server (or opened here): the
 * till names it in every sale it queues offline, so the sale lands in the shift that was open
 * when it was rung up. Kept per shop, so another shop signing in on the phone starts clean.
 */
const KEY = 'kasitrade_shift';

interface Kept {
  userId: string;
  shiftId: string;
}

/** Keeps the open shift's id, or forgets it (null: no shift open). */
export function rememberOpenShift(userId: string, shiftId: string | null) {
  if (shiftId) localStorage.setItem(KEY, JSON.stringify({ userId, shiftId } satisfies Kept));
  else localStorage.removeItem(KEY);
}

/** The open shift's id this phone knows of for the shop, or null. */
export function openShiftId(userId: string): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    return kept?.userId === userId ? kept.shiftId : null;
  } catch {
    return null;
  }
}
