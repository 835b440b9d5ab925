import type { CreateRefundParsed, Refund } from '@shared/pos/refund.schemas';
import type { Deps } from '@server/deps';
import { runIdempotent } from '@server/lib/idempotency';
import { recordRefund } from './record-refund';
import type { RefundActor } from './refund-staff';

export function createRefundsService({ db, clock }: Deps) {
  return {
    /**
     * Refunds lines of a till sale (issue: refunds). A retry with the same Idempotency-Key
     * answers the first credit note and gives nothing back twice; the key names one sale.
     */
    async refund(
      merchantId: string,
      saleId: string,
      input: CreateRefundParsed,
      key: string | undefined,
      actor: RefundActor,
    ): Promise<Refund> {
      const now = clock();
      const result = await runIdempotent(
        db,
        { merchantId, scope: 'pos.refund', key, requestBody: { saleId, ...input }, now },
        (tx) => recordRefund(tx, merchantId, saleId, input, now, actor),
      );
      return result.body;
    },
  };
}
