import { lazyPartAfterContent as tillPart } from '@client/lib/lazy-part';

/**
 * The till's parts its first paint does not show, each in a file of its own: they load once the
 * till's products show (see usePreloadAfterContent in PosView), so on a slow line they never hold
 * the products back. A sale rung up before then still goes through: these only show, never keep,
 * what happened.
 */
export const ReceiptDialog = tillPart(() =>
  import('./receipt-dialog').then((m) => m.ReceiptDialog),
);
export const RecentSales = tillPart(() => import('./recent-sales').then((m) => m.RecentSales));
/** Mounting it also reads the queue and starts its sync. */
export const SyncStatus = tillPart(() => import('./sync-status').then((m) => m.default));
export const SyncReport = tillPart(() => import('./sync-report').then((m) => m.SyncReport));
export const ExpiredStockRefusal = tillPart(() =>
  import('../expired-stock-refusal').then((m) => m.ExpiredStockRefusal),
);
export const BuyerDetails = tillPart(() => import('./buyer-details').then((m) => m.BuyerDetails));
/** The picker's search, list and "New customer", as tall as they will be, so nothing moves. */
export const CustomerPicker = tillPart(
  () => import('@client/components/customer-picker').then((m) => m.CustomerPicker),
  () => <div className="h-37" />,
);
/** The camera and its decoder, in the button's place until loaded. */
export const CameraScanButton = tillPart(
  () => import('@client/lib/barcode-scanner/camera-scan-button').then((m) => m.CameraScanButton),
  () => <div className="h-11" />,
);
export const TILL_PARTS = [
  CameraScanButton,
  ReceiptDialog,
  RecentSales,
  SyncReport,
  SyncStatus,
  ExpiredStockRefusal,
  BuyerDetails,
  CustomerPicker,
].map((part) => part.preload);
