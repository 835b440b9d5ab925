/** South African time whatever the browser's zone, as receipts print it. */
const saDay = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

/** en-ZA dates for the admin views; absent dates read as a dash (or Never for logins). */
export function formatDate(iso: string | null | undefined, empty = '—') {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return saDay.format(date);
}

export const ROLE_LABELS = { merchant: 'Merchant', admin: 'Admin', super_admin: 'Super Admin' };
