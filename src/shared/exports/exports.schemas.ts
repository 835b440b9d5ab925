import { z } from 'zod';
import { calendarDaySchema } from '../common/fields';

/** Messages of the exports (refusals; the screen's texts are in the exports catalogue). */
export const EXPORT_MESSAGES = {
  from: 'From must be a date, YYYY-MM-DD',
  to: 'To must be a date, YYYY-MM-DD',
  order: 'From cannot be after To',
  year: 'Year must be a year from 2000 to 2100',
  notVatRegistered:
    'This shop is not VAT registered, so it has no VAT return. The sales export lists every sale.',
} as const;

/**
 * GET /api/exports/sales.csv: Johannesburg calendar days, both ends included. Without them:
 * this month so far; with only one of them, that end alone bounds the rows.
 */
export const SalesExportQuerySchema = z
  .object({
    from: calendarDaySchema(EXPORT_MESSAGES.from).optional(),
    to: calendarDaySchema(EXPORT_MESSAGES.to).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: EXPORT_MESSAGES.order,
    path: ['to'],
  });
export type SalesExportQuery = z.infer<typeof SalesExportQuerySchema>;

/** GET /api/exports/vat-summary.csv: a calendar year (Johannesburg); this year without it. */
export const VatSummaryQuerySchema = z.object({
  year: z
    .string({ error: EXPORT_MESSAGES.year })
    .regex(/^\d{4}$/, EXPORT_MESSAGES.year)
    .transform(Number)
    .refine((year) => year >= 2000 && year <= 2100, EXPORT_MESSAGES.year)
    .optional()
    .meta({ description: 'A year, e.g. 2026' }),
});
export type VatSummaryQuery = z.infer<typeof VatSummaryQuerySchema>;

/** Every export answers a CSV file (text/csv; charset=utf-8, as an attachment). */
export const CsvFileSchema = z.string().meta({ description: 'A CSV file (RFC 4180, UTF-8)' });

/**
 * The sales export's rows: one per till sale and per completed order (kind "sale", "order").
 * Refunds, when they exist, are rows of kind "refund" with negative amounts and the refunded
 * sale's number as their reference, so a column sum is the shop's net takings.
 */
export const SALES_COLUMNS = [
  'date',
  'time',
  'kind',
  'number',
  'reference',
  'payment_method',
  'customer',
  'subtotal_excl_vat',
  'vat_percent',
  'vat',
  'total',
] as const;

/** Stock at selling price (products have no cost price yet): value = stock x price. */
export const STOCK_COLUMNS = [
  'product',
  'category',
  'status',
  'stock',
  'price_excl_vat',
  'stock_value_excl_vat',
] as const;

/** The credit ledger, oldest first; balance_after is the customer's balance after the row. */
export const CREDIT_LEDGER_COLUMNS = [
  'date',
  'time',
  'customer',
  'phone',
  'type',
  'method',
  'reference',
  'description',
  'amount',
  'balance_after',
] as const;

/** One row per credit account: what each customer owes today. */
export const CREDIT_BALANCE_COLUMNS = [
  'customer',
  'phone',
  'status',
  'credit_limit',
  'balance',
  'available',
] as const;

/**
 * Output VAT per month of a year, from the till sales' own VAT amounts. Orders carry no VAT of
 * their own, so their takings are a column of their own and are not in the VAT figures.
 */
export const VAT_SUMMARY_COLUMNS = [
  'month',
  'sales',
  'sales_excl_vat',
  'output_vat',
  'sales_incl_vat',
  'orders_without_vat',
] as const;
