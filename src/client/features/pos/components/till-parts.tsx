import { lazyPart } from '@client/lib/lazy-part';

/**
 * The till's parts its first paint does not show, each in a file of its own: they load once the
 * till's products show (see usePreloadAfterContent in PosView), so on a slow line they never hold
 * the products back. A sale rung up before then still goes through: these only show, never keep,
 * what happened.
 */
const afterProducts = { afterContent: true };
export const ReceiptDialog = lazyPart(
  () => import('./receipt-dialog').then((m) => m.ReceiptDialog),
  undefined,
  afterProducts,
);
export const RecentSales = lazyPart(
  () => import('./recent-sales').then((m) => m.RecentSales),
  undefined,
  afterProducts,
);
/** Mounting it also reads the queue and starts its sync. */
export const SyncStatus = lazyPart(
  () => import('./sync-status').then((m) => m.default),
  undefined,
  afterProducts,
);
export const SyncReport = lazyPart(
  () => import('./sync-report').then((m) => m.SyncReport),
  undefined,
  afterProducts,
);
export const ExpiredStockRefusal = lazyPart(
  () => import('../expired-stock-refusal').then((m) => m.ExpiredStockRefusal),
  undefined,
  afterProducts,
);
export const BuyerDetails = lazyPart(
  () => import('./buyer-details').then((m) => m.BuyerDetails),
  undefined,
  afterProducts,
);
/** The picker's search, list and "New customer", as tall as they will be, so nothing moves. */
export const CustomerPicker = lazyPart(
  () => import('@client/components/customer-picker').then((m) => m.CustomerPicker),
  () => <div className="h-37" />,
  afterProducts,
);
/** The camera and its decoder, in the button's place until loaded. */
export const CameraScanButton = lazyPart(
  () => import('@client/lib/barcode-scanner/camera-scan-button').then((m) => m.CameraScanButton),
  () => <div className="h-11" />,
  afterProducts,
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
