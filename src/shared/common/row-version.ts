import { z } from 'zod';

/**
 * Rows two people can edit at once (a product, an order) carry a version, bumped on every
 * change of the row. An edit sent with the version it read is refused (409, reason
 * STALE_VERSION) when the row moved on since, with the row as it is now in the details.
 */
export const ROW_VERSION_MESSAGE = 'Version must be a whole number from 1';
export const STALE_VERSION = 'STALE_VERSION';

export const RowVersionSchema = z
  .number({ error: ROW_VERSION_MESSAGE })
  .int(ROW_VERSION_MESSAGE)
  .min(1, ROW_VERSION_MESSAGE)
  .meta({
    description: 'The version the client read; 409 (STALE_VERSION) if the row changed since',
  });

/** The 409 details of an edit sent with a version the row has moved on from. */
export interface StaleVersionDetails<Row> {
  reason: typeof STALE_VERSION;
  /** The version the edit was sent with. */
  version: number;
  /** The row as it is now (its version included): the client shows what differs from what it read. */
  current: Row;
}

/** The details of a 409 answer, if it is a stale edit's. */
export function staleVersionOf<Row>(details: unknown): StaleVersionDetails<Row> | null {
  const found = details as Partial<StaleVersionDetails<Row>> | null | undefined;
  return found?.reason === STALE_VERSION && found.current
    ? (found as StaleVersionDetails<Row>)
    : null;
}
