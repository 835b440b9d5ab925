/**
 * The API areas a write refreshes, by path prefix: every query key starts with its endpoint's
 * path, so refreshing '/api/products' refetches every product query, whichever feature holds it.
 * The operations themselves are written once, in the `*-endpoints.ts` files.
 */
export const API_AREAS = {
  analytics: '/api/analytics',
  adminLogs: '/api/admin/logs',
  adminUsers: '/api/users/role',
  brands: '/api/brands',
  credit: '/api/credit-accounts',
  customers: '/api/customers',
  float: '/api/vas/float',
  loyalty: '/api/loyalty-cards',
  microLending: '/api/micro-lending',
  orders: '/api/orders',
  payments: '/api/payments',
  posSales: '/api/pos-sales',
  shifts: '/api/shifts',
  products: '/api/products',
  shopSettings: '/api/shop-settings',
  categories: '/api/categories',
  stockAlerts: '/api/stock-alerts',
  suppliers: '/api/suppliers',
  wallets: '/api/wallets',
} as const;
