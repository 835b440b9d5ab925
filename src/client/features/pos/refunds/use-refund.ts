import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRefund, Refund } from '@shared/pos/refund.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { mayDo, useTillStaff } from '@client/lib/till-user';
import { getSale, listSales, refundSale } from '../api/pos-endpoints';
import { SALE_CHANGES } from '../api/pos-queries';
import { keyForAttempt } from '../cart';
import { sendApproved, type AskApproval } from '../sale-approval';

/** A sale with what is left to refund of it: always read fresh, the server's word counts. */
export const useRefundSale = (saleId: string | null) =>
  useQuery({
    queryKey: keyOf(getSale, saleId ?? ''),
    queryFn: () => request(getSale, { params: { id: saleId! } }),
    enabled: saleId !== null,
    staleTime: 0,
  });

/** The sale printed with this receipt number (a sale number or an offline OFF-...), or null. */
export async function findByReceipt(receiptNumber: string) {
  const page = await request(listSales, { query: { receiptNumber, pageSize: 1 } });
  return page.items[0] ?? null;
}

/**
 * Sends a refund of the sale: one Idempotency-Key per attempt (the same body retried keeps it,
 * so a retry never refunds twice), with a manager's or the owner's approval when the person
 * serving may not refund, asked as the sale asks it. Null: the cashier gave up.
 */
export function useSendRefund(saleId: string, askApproval: AskApproval) {
  const staff = useTillStaff();
  const client = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [pending, setPending] = useState(false);
  const send = async (body: CreateRefund): Promise<Refund | null> => {
    attempt.current = keyForAttempt(attempt.current, JSON.stringify(body), () =>
      crypto.randomUUID(),
    );
    const { key } = attempt.current;
    setPending(true);
    try {
      const refund = await sendApproved(
        (approvalToken) =>
          request(refundSale, {
            params: { id: saleId },
            body,
            idempotencyKey: key,
            approvalToken,
          }),
        mayDo(staff, 'refund') ? null : 'refund',
        askApproval,
      );
      if (refund) attempt.current = null;
      return refund;
    } finally {
      setPending(false);
      void invalidateApiPaths(client, SALE_CHANGES);
    }
  };
  return { send, pending };
}
