/**
 * Product barcodes (issue: barcodes). Retail codes (EAN-13, EAN-8, UPC-A: all digits, 8, 12 or
 * 13 long) are checked by their check digit; a shop's own code for loose goods is letters and
 * digits, up to 32. A code is unique among one shop's products. Plain functions, no zod: the
 * till's first load reads them.
 */
export const MAX_BARCODE_LENGTH = 32;
export const MAX_BARCODES_PER_PRODUCT = 10;
const RETAIL_LENGTHS = [8, 12, 13];
export const SHOP_CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

export const BARCODE_MESSAGES = {
  checkDigit: 'This barcode does not add up: check its last digit',
  characters: `A barcode is letters and digits, at most ${MAX_BARCODE_LENGTH}`,
  tooMany: `At most ${MAX_BARCODES_PER_PRODUCT} barcodes`,
} as const;

/** The GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A retail code (EAN-13, EAN-8, UPC-A) whose check digit is right. */
export function isValidRetailCode(code: string): boolean {
  if (!/^\d+$/.test(code) || !RETAIL_LENGTHS.includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/** All digits and a retail length: it must then carry a right check digit. */
export const looksLikeRetailCode = (code: string) =>
  /^\d+$/.test(code) && RETAIL_LENGTHS.includes(code.length);

/** What a scanner or a typed field gives, trimmed; letters kept as typed. */
export const normaliseBarcode = (raw: string) => raw.trim().replace(/\s+/g, '');

/** A shop's own scannable code for loose goods: an EAN-13 in GS1's in-store range (20-29). */
export function shopRetailCode(randomDigits: string): string {
  const body = `20${randomDigits.replace(/\D/g, '').padEnd(10, '0').slice(0, 10)}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** A code from GS1's in-store range: the shop made it, so it prints on a shelf label. */
export const isShopCode = (code: string) =>
  !looksLikeRetailCode(code) || (code.length === 13 && code.startsWith('2'));
