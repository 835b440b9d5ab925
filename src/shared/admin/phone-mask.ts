import { formatPhone } from '../phone/phone';
import type { Role } from '../auth/auth.schemas';

/**
 * POPIA (issue 33): the admin portal shows merchants' and customers' phones masked, the first
 * three digits and the last two (+27821234567 -> 082 *** **67); only a super admin sees them
 * whole. The server masks its answers, so the number never reaches an admin's browser.
 */
export function maskPhone(phone: string): string {
  const shown = formatPhone(phone);
  const sa = /^(0\d{2}) \d{3} \d{2}(\d{2})$/.exec(shown);
  if (sa) return `${sa[1]} *** **${sa[2]}`;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)} ${'*'.repeat(digits.length - 5)} ${digits.slice(-2)}`;
}

export const seesWholePhones = (role: Role) => role === 'super_admin';

/** The phone as a viewer of `role` may see it. */
export const phoneFor = (role: Role, phone: string | null) =>
  phone && !seesWholePhones(role) ? maskPhone(phone) : phone;
