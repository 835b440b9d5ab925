import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';

/**
 * GET /api/analytics/turnover: the shop's taxable till sales of the rolling 12 months (VAT
 * excluded, net of refunds) against the VAT registration thresholds (src/shared/money/vat-registration.ts).
 */
export const TurnoverSchema = z.object({
  /** The first and last Johannesburg days counted ("YYYY-MM-DD"). */
  from: z.iso.date(),
  to: z.iso.date(),
  taxable: DecimalStringSchema,
  compulsoryThreshold: DecimalStringSchema,
  voluntaryThreshold: DecimalStringSchema,
  /** Whole percent of the compulsory threshold reached. */
  percentOfCompulsory: z.number().int(),
  /** At 80% of the compulsory threshold or more: the dashboard warns. */
  warning: z.boolean(),
  mustRegister: z.boolean(),
  mayRegister: z.boolean(),
});
export type Turnover = z.infer<typeof TurnoverSchema>;
