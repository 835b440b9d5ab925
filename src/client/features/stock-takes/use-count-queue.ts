import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '@client/api/endpoint';
import { addStockCounts } from '@client/api/stock-takes-endpoints';
import { errorMessage } from '@client/lib/api';
import { keepAnswer } from './api/stock-takes-queries';
import {
  addDelta,
  countsOf,
  isEmpty,
  isRetryable,
  mergeDeltas,
  nextBatch,
  retryDelay,
  type Deltas,
} from './count-queue';
import { stockTakeText } from './stock-takes-text';

/** Counts the server refused: shown until dismissed, never dropped silently. */
export interface Refusal {
  id: number;
  deltas: Deltas;
  message: string;
}

const negate = (deltas: Deltas): Deltas =>
  Object.fromEntries(Object.entries(deltas).map(([id, n]) => [id, -n]));

/**
 * This phone's counts on one stock take: queued, sent in batches (one call at a time), retried
 * after a failure with a growing wait, and refusals kept on screen. `mine` is what this phone
 * has counted of each product, so a typed number can set it by sending the difference.
 */
export function useCountQueue(stockTakeId: string) {
  const queryClient = useQueryClient();
  const queue = useRef({ waiting: {} as Deltas, sending: {} as Deltas, mine: {} as Deltas });
  const [unsent, setUnsent] = useState<Deltas>({});
  const [failures, setFailures] = useState(0);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const send = useCallback(async () => {
    const q = queue.current;
    const publish = () => setUnsent(mergeDeltas(q.waiting, q.sending));
    while (isEmpty(q.sending) && !isEmpty(q.waiting)) {
      const { batch, rest } = nextBatch(q.waiting);
      q.sending = batch;
      q.waiting = rest;
      publish();
      try {
        const body = { counts: countsOf(batch) };
        keepAnswer(
          queryClient,
          await request(addStockCounts, { params: { id: stockTakeId }, body }),
        );
        q.sending = {};
        setFailures(0);
      } catch (error) {
        q.sending = {};
        if (isRetryable(error)) {
          q.waiting = mergeDeltas(batch, q.waiting);
          publish();
          setFailures((n) => n + 1);
          return;
        }
        q.mine = mergeDeltas(q.mine, negate(batch));
        const message = errorMessage(error, stockTakeText.t('sendFailed'));
        setRefusals((all) => [...all, { id: Date.now() + all.length, deltas: batch, message }]);
      }
      publish();
    }
  }, [queryClient, stockTakeId]);

  // After a failure, send again once the wait is over (each new failure waits longer).
  useEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(() => void send(), retryDelay(failures));
    return () => clearTimeout(timer);
  }, [failures, send]);

  const add = (productId: string, quantity: number) => {
    if (quantity === 0) return;
    const q = queue.current;
    q.waiting = addDelta(q.waiting, productId, quantity);
    q.mine = addDelta(q.mine, productId, quantity);
    setUnsent(mergeDeltas(q.waiting, q.sending));
    if (failures === 0) void send();
  };

  return {
    add,
    /** Sets this phone's count of a product by sending the difference. */
    setMine: (productId: string, count: number) =>
      add(productId, count - (queue.current.mine[productId] ?? 0)),
    /** Units not yet taken by the server, per product (shown on top of the server's counts). */
    unsent,
    failing: failures > 0,
    sendNow: () => void send(),
    refusals,
    dismiss: (id: number) => setRefusals((all) => all.filter((r) => r.id !== id)),
  };
}
