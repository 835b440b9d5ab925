import { STALE_VERSION, type StaleVersionDetails } from '@shared/common/row-version';
import { conflict, type ErrorText } from './app-error';

/** True when an edit was sent with a version the row has moved on from (none sent: not stale). */
export const isStale = (row: { version: number }, sent: number | undefined): sent is number =>
  sent !== undefined && sent !== row.version;

/** The 409 for a stale edit: the message names the row, the details carry it as it is now. */
export function staleEdit<Row>(text: ErrorText, sent: number, current: Row) {
  const details: StaleVersionDetails<Row> = { reason: STALE_VERSION, version: sent, current };
  return conflict(text, details);
}
