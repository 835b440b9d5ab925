import { VAT_PERCENT } from './vat';

/** The VAT line's label on the till, the receipt and the printed slip. */
export const VAT_LABEL = `VAT (${VAT_PERCENT}%)`;
