import { profitOf } from '@shared/analytics/profit';
import type { Profit } from '@shared/analytics/profit.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { profitLines } from './profit-lines';

/** Gross profit over Johannesburg days `from` to `to`, both included, from the shop's own rows. */
export function createProfitService({ db, clock }: Deps) {
  return {
    /** A day left out is today; a `to` alone before today runs from that day (refused if later). */
    async profit(merchantId: string, query: { from?: string; to?: string }): Promise<Profit> {
      const today = johannesburgDate(clock());
      const from = query.from ?? (query.to && query.to < today ? query.to : today);
      const to = query.to ?? (from > today ? from : today);
      return profitOf(await profitLines(db, merchantId, from, to));
    },
  };
}
