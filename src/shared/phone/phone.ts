/**
 * South African numbers arrive as 0712345678, 071 234 5678, 27712345678 or
 * +27712345678; they are one number, stored as +27712345678 (E.164).
 */
/** What the API takes as a phone number (for the OpenAPI document). */
export const PHONE_FORMS =
  'A South African phone number in any common form: 0712345678, 071 234 5678 or +27712345678';

export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('27') && compact.length === 11) e164 = `+${compact}`;
  else if (compact.startsWith('0') && compact.length === 10) e164 = `+27${compact.slice(1)}`;
  else return null;
  if (e164.startsWith('+27')) return /^\+27[1-9]\d{8}$/.test(e164) ? e164 : null;
  return /^\+[1-9]\d{9,14}$/.test(e164) ? e164 : null;
}

/** +27712345678 -> 071 234 5678 for people to read. */
export function formatPhone(e164: string): string {
  const match = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}
