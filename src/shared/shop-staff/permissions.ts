/**
 * What a shop's staff may do at the till (issue: shop staff). The owner may do everything;
 * staff only what their permissions name. Some things are never for staff, whatever the owner
 * ticks: micro-loans, VAS float deposits, shop settings, staff management, analytics beyond the
 * day and the owner's devices (the server refuses them to every staff session).
 */
export const STAFF_PERMISSIONS = [
  /** Sell for cash, card or wallet; look up products and customers. */
  'sell',
  /** Take a customer's credit repayment. */
  'take_repayments',
  /** Sell on credit (the book). */
  'give_credit',
  /** Sell below the shop's price (a discount). */
  'give_discounts',
  /** Refund or void a sale. */
  'refund',
  /** Customer orders: take, change, cancel. */
  'manage_orders',
  /** Change stock: adjustments and counts. */
  'change_stock',
  /** Receive deliveries and wholesaler runs. */
  'receive_stock',
  /** See the day's figures (today's takings and sales). */
  'day_figures',
  /** Pay money into or out of the drawer (change in, a delivery paid from it). */
  'manage_cash',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const SHOP_STAFF_ROLES = ['cashier', 'manager'] as const;
export type ShopStaffRole = (typeof SHOP_STAFF_ROLES)[number];

/** Each role's permissions until the owner changes them. */
export const DEFAULT_PERMISSIONS: Record<ShopStaffRole, readonly StaffPermission[]> = {
  cashier: ['sell', 'take_repayments'],
  manager: STAFF_PERMISSIONS,
};

/** What a till asks approval for: a permission the person lacks, for one action. */
export const APPROVAL_ACTIONS = [
  'give_credit',
  'give_discounts',
  'refund',
  'change_stock',
  'receive_stock',
  'manage_cash',
] as const satisfies readonly StaffPermission[];
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The header that carries an approval to the one action it approves. */
export const APPROVAL_TOKEN_HEADER = 'approval-token';
/** An approval is good for one action within this time. */
export const APPROVAL_TTL_SECONDS = 120;
/** Wrong PINs before a person is locked, and for how long. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_SECONDS = 15 * 60;
/** The till goes back to "Switch user" after this long untouched, unless the shop says otherwise. */
export const DEFAULT_TILL_LOCK_SECONDS = 120;

export const permissionsFor = (
  role: ShopStaffRole,
  chosen?: readonly StaffPermission[] | null,
): StaffPermission[] => [...(chosen ?? DEFAULT_PERMISSIONS[role])];
