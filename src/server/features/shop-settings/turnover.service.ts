import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { turnoverMeter, turnoverWindowStart } from '@shared/money/vat-registration';
import type { Turnover } from '@shared/shop-settings/turnover.schemas';
import { johannesburgDate, johannesburgStartOfDay } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { posSales, refunds } from '@server/db/schema/index';

const netCents = (total: unknown, vat: unknown) =>
  sql<number>`coalesce(sum((${total} - ${vat}) * 100), 0)::bigint`.mapWith(Number);

/**
 * The taxable turnover meter: the rolling 12 months' till sales without their VAT (what a shop
 * not registered charges is all taxable supply), less the refunds of those months without theirs.
 */
export function createTurnoverService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    async meter(merchantId: string): Promise<Turnover> {
      const to = johannesburgDate(clock());
      const from = turnoverWindowStart(to);
      const since = johannesburgStartOfDay(from);
      const [sales] = await db
        .select({ cents: netCents(posSales.totalAmount, posSales.taxAmount) })
        .from(posSales)
        .where(and(eq(posSales.merchantId, merchantId), gte(posSales.createdAt, since)));
      const [back] = await db
        .select({ cents: netCents(refunds.amount, refunds.vat) })
        .from(refunds)
        .where(
          and(
            eq(refunds.merchantId, merchantId),
            isNotNull(refunds.posSaleId),
            gte(refunds.createdAt, since),
          ),
        );
      const meter = turnoverMeter((sales?.cents ?? 0) - (back?.cents ?? 0));
      return {
        from,
        to,
        taxable: centsToDecimal(meter.taxable),
        compulsoryThreshold: centsToDecimal(meter.compulsory),
        voluntaryThreshold: centsToDecimal(meter.voluntary),
        percentOfCompulsory: meter.percentOfCompulsory,
        warning: meter.warning,
        mustRegister: meter.mustRegister,
        mayRegister: meter.mayRegister,
      };
    },
  };
}
