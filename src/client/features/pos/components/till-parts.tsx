import { lazyPart } from '@client/lib/lazy-part';

/**
 * The till's parts its first paint does not show, each in a file of its own: they load just
 * after the first paint (see usePreloadAfterPaint in PosView), or when first shown if sooner.
 * A sale rung up before then still goes through: these only show, never keep, what happened.
 */
export const ReceiptDialog = lazyPart(() =>
  import('./receipt-dialog').then((m) => m.ReceiptDialog),
);
export const RecentSales = lazyPart(() => import('./recent-sales').then((m) => m.RecentSales));
/** Mounting it also reads the queue and starts its sync. */
export const SyncStatus = lazyPart(() => import('./sync-status').then((m) => m.default));
export const SyncReport = lazyPart(() => import('./sync-report').then((m) => m.SyncReport));
export const ExpiredStockRefusal = lazyPart(() =>
  import('../expired-stock-refusal').then((m) => m.ExpiredStockRefusal),
);
export const BuyerDetails = lazyPart(() => import('./buyer-details').then((m) => m.BuyerDetails));
/** The picker's search, list and "New customer", as tall as they will be, so nothing moves. */
export const CustomerPicker = lazyPart(
  () => import('@client/components/customer-picker').then((m) => m.CustomerPicker),
  () => <div className="h-37" />,
);
/** The camera and its decoder, in the button's place until loaded. */
export const CameraScanButton = lazyPart(
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
