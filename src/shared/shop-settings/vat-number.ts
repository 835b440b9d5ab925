/**
 * A South African VAT number: 10 digits, the first a 4 (SARS; /work/shared/spaza-rules.md).
 * Spaces and dashes people type between the digits are dropped before the check.
 */
export const VAT_NUMBER_MESSAGE = 'A VAT number is 10 digits starting with 4';

/** The digits as stored and printed: "4 123-456 789" becomes "4123456789". */
export const normaliseVatNumber = (text: string) => text.replace(/[\s-]/g, '');

export const isVatNumber = (text: string) => /^4\d{9}$/.test(normaliseVatNumber(text));
