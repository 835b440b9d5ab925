/**
 * The demo accounts' passwords that the harness (e2e, bench) gives the servers it starts, through
 * DEMO_MERCHANT_PASSWORD and DEMO_ADMIN_PASSWORD. A server started any other way makes random
 * ones and prints them once.
 */
export const DEMO_MERCHANT = { username: 'demo_merchant', password: 'harness-demo-shop' };
export const DEMO_ADMIN = { username: 'demo_admin', password: 'harness-demo-admin' };
