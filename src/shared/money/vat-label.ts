/**
 * The VAT line's label on the till, the receipt and the printed slip: "VAT (15%)". Null for a
 * shop that is not VAT registered (0%): then there is no VAT line at all.
 */
export const vatLabel = (vatPercent: number) => (vatPercent > 0 ? `VAT (${vatPercent}%)` : null);
