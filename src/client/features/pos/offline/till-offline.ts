/**
 * What the till's first paint does not need of the phone's copy and queue (idb with them): the
 * till loads it just after the first paint, when it reads the queue and refreshes the copy. A
 * sale rung up before then waits for it and is queued as ever.
 */
export { findByCode, refreshCatalogue, searchCatalogue } from './till-catalogue';
export {
  queueSale,
  queueState,
  refreshQueue,
  rememberedVat,
  rememberVat,
  waitingTaken,
} from './till-queue';
export { syncWaitingSales } from './till-sync';
