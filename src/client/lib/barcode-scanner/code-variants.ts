/**
 * The forms one scanned code may be stored under: a UPC-A (12 digits) is the EAN-13 with a
 * leading 0, and scanners report either. The code as read comes first.
 */
export function codeVariants(code: string): string[] {
  if (/^\d{12}$/.test(code)) return [code, `0${code}`];
  if (/^0\d{12}$/.test(code)) return [code, code.slice(1)];
  return [code];
}
