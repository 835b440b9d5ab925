import type { StaffPermission } from '@shared/shop-staff/permissions';

/** A route any staff session may call: its own session, the till's keys, asking for approval. */
export const ANY_STAFF = 'any';
export type StaffRoutePermission = StaffPermission | typeof ANY_STAFF;

/**
 * What a staff session needs for each route ("METHOD /path" as registered). Default deny: a
 * route not named here answers staff 403 STAFF_PERMISSION, whatever the owner ticked. Never
 * here: staff management, shop settings writes, micro-lending, VAS float, analytics beyond the
 * day, devices and account security, exports (the owner's books).
 */
export const STAFF_ROUTE_PERMISSIONS: Readonly<Record<string, StaffRoutePermission>> = {
  'GET /api/auth/me': ANY_STAFF,
  'POST /api/auth/logout': ANY_STAFF,
  'GET /api/shop-staff/till-keys': ANY_STAFF,
  'POST /api/shop-staff/approvals': ANY_STAFF,
  'GET /api/shop-settings': ANY_STAFF,

  // The till: products, customers, cards, its sales (body rules in features/pos/sale-staff.ts).
  'GET /api/products': 'sell',
  'GET /api/products/:id': 'sell',
  'GET /api/categories': 'sell',
  'GET /api/brands': 'sell',
  'GET /api/customers': 'sell',
  'GET /api/customers/:id': 'sell',
  'POST /api/customers': 'sell',
  // Consent to promotional messages is captured at the till; export and erase are the owner's.
  'GET /api/customers/:id/consents': 'sell',
  'POST /api/customers/:id/consents': 'sell',
  'GET /api/wallets': 'sell',
  'GET /api/loyalty-cards': 'sell',
  'POST /api/loyalty-cards/:id/redeem': 'sell',
  'GET /api/pos-sales': 'sell',
  'POST /api/pos-sales': 'sell',
  'POST /api/pos-sales/sync': 'sell',
  'GET /api/pos-sales/:id': 'sell',
  'POST /api/pos-sales/:id/refunds': 'refund',
  'POST /api/voice-ordering/process': 'sell',

  // Shifts: staff open, read and close their drawer's shift (another's close needs manage_cash,
  // features/shifts/shifts.service.ts); the history is the day's figures.
  'POST /api/shifts': 'sell',
  'GET /api/shifts/current': 'sell',
  'GET /api/shifts/:id': 'sell',
  'POST /api/shifts/:id/close': 'sell',
  'POST /api/shifts/:id/cash-movements': 'manage_cash',
  'GET /api/shifts': 'day_figures',

  'GET /api/credit-accounts': 'take_repayments',
  'GET /api/credit-accounts/:id': 'take_repayments',
  'POST /api/credit-accounts/:id/payments': 'take_repayments',

  'GET /api/orders': 'manage_orders',
  'GET /api/orders/:id': 'manage_orders',
  'POST /api/orders': 'manage_orders',
  'PUT /api/orders/:id': 'manage_orders',

  'POST /api/products/:id/stock-adjustments': 'change_stock',
  'GET /api/stock-alerts': 'change_stock',
  'GET /api/stock-takes': 'change_stock',
  'POST /api/stock-takes': 'change_stock',
  'GET /api/stock-takes/:id': 'change_stock',
  'POST /api/stock-takes/:id/counts': 'change_stock',
  'PUT /api/stock-takes/:id': 'change_stock',
  'POST /api/stock-takes/:id/apply': 'change_stock',
  'POST /api/stock-receipts': 'receive_stock',
  'GET /api/stock-receipts': 'receive_stock',
  'GET /api/stock-receipts/case-sizes': 'receive_stock',
  'GET /api/stock-receipts/:id': 'receive_stock',
  'POST /api/stock-receipts/:id/photo': 'receive_stock',
  'GET /api/stock/expiring': 'change_stock',
  'POST /api/products/:id/write-offs': 'change_stock',
  'GET /api/stock/write-offs': 'change_stock',
  'GET /api/suppliers': 'receive_stock',

  // Purchase orders: as the stock take (stock in).
  'GET /api/purchase-orders': 'receive_stock',
  'POST /api/purchase-orders': 'receive_stock',
  'GET /api/purchase-orders/proposal': 'receive_stock',
  'GET /api/purchase-orders/:id': 'receive_stock',
  'PUT /api/purchase-orders/:id': 'receive_stock',
  'GET /api/analytics/today': 'day_figures',
};

/**
 * Routes whose service spends an approval of the route's permission itself, in the action's
 * transaction: a staff session without the permission passes the guard only with an approval
 * token, and the service refuses it again unless the token is good (features/pos/refund-staff.ts).
 */
const APPROVED_IN_SERVICE: ReadonlySet<string> = new Set([
  'POST /api/pos-sales/:id/refunds',
  'POST /api/shifts/:id/cash-movements',
]);

export const approvableInService = (method: string, url: string | undefined) =>
  APPROVED_IN_SERVICE.has(`${method} ${url ?? ''}`);

/** The permission a route needs of a staff session, or null: not for staff. */
export const staffPermissionFor = (method: string, url: string | undefined) =>
  STAFF_ROUTE_PERMISSIONS[`${method} ${url ?? ''}`] ?? null;
