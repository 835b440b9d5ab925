import type { SyncRefusal, SyncSaleResult, SyncSalesParsed } from '@shared/pos/sale-sync.schemas';
import type { Deps } from '@server/deps';
import type { Shop } from '@server/plugins/shop';
import { createPosService } from './pos.service';
import type { SaleActor } from './sale-staff';

/** How a failed sale reads to the phone: the status a single send would have answered, and why. */
export type RefusalOf = (error: unknown) => SyncRefusal;

/**
 * The till's sync of its waiting sales in one call (docs/decisions/0029-batch-sync.md): each
 * sale goes the single sale's way (`pos.record`: its key, its own short transaction, its
 * refusals), in the order sent. A refused sale (4xx) is answered and the next one goes on, as
 * the till does with single sends; a failure of ours (5xx) is answered and ends the call, so
 * what follows stays waiting and lands after it.
 */
export function createSaleSyncService(deps: Deps) {
  const pos = createPosService(deps);
  return {
    async sync(
      shop: Shop,
      { sales }: SyncSalesParsed,
      actor: SaleActor,
      refusalOf: RefusalOf,
    ): Promise<SyncSaleResult[]> {
      const results: SyncSaleResult[] = [];
      for (const { key, sale } of sales) {
        try {
          const answer = await pos.record(shop, sale, key, actor);
          const outcome = answer.replayed ? 'already_recorded' : 'recorded';
          results.push({ key, outcome, sale: answer.sale });
        } catch (error) {
          const refusal = refusalOf(error);
          results.push({ key, outcome: 'refused', error: refusal });
          if (refusal.status >= 500) break;
        }
      }
      return results;
    },
  };
}
