export const ROLE_LABELS = { merchant: 'Merchant', admin: 'Admin', super_admin: 'Super Admin' };
