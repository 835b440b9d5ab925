/** en-ZA dates for the admin views; absent dates read as a dash (or Never for logins). */
export function formatDate(iso: string | null | undefined, empty = '—') {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return date.toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('en-ZA', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const ROLE_LABELS = { merchant: 'Merchant', admin: 'Admin', super_admin: 'Super Admin' };
