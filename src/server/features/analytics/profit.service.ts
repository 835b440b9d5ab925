import { profitOf } from '@shared/analytics/profit';
import type { Profit } from '@shared/analytics/profit.schemas';
import type { Deps } from '@server/deps';
import { profitLines } from './profit-lines';

/** Gross profit over Johannesburg days `from` to `to`, both included, from the shop's own rows. */
export function createProfitService({ db }: Deps) {
  return {
    async profit(merchantId: string, from: string, to: string): Promise<Profit> {
      return profitOf(await profitLines(db, merchantId, from, to));
    },
  };
}
