/**
 * The shop's CSV exports: GET answers that are files the browser saves (not JSON, so not
 * parsed), with their paths written once here as every other call's are.
 */
export const EXPORT_PATHS = {
  sales: '/api/exports/sales.csv',
  stock: '/api/exports/stock.csv',
  creditBook: '/api/exports/credit-book.csv',
  creditBalances: '/api/exports/credit-balances.csv',
  vatSummary: '/api/exports/vat-summary.csv',
} as const;
