import type {
  ApprovalRequest,
  OwnerPin,
  OwnerReturn,
  ShopStaffCreate,
  ShopStaffUpdate,
  StaffSignIn,
} from '@shared/shop-staff/shop-staff.schemas';
import { defineEndpoint, typed } from './endpoint';

/** The shop's staff at the till: managed by the owner, used by the till's "Switch user". */
const schemas = () => import('@shared/shop-staff/shop-staff.schemas');

export const listShopStaff = defineEndpoint({
  method: 'GET',
  path: '/api/shop-staff',
  response: async () => (await schemas()).ShopStaffListSchema,
});

export const addShopStaff = defineEndpoint({
  method: 'POST',
  path: '/api/shop-staff',
  body: typed<ShopStaffCreate>(),
  response: async () => (await schemas()).ShopStaffSchema,
});

export const updateShopStaff = defineEndpoint({
  method: 'PUT',
  path: '/api/shop-staff/:id',
  body: typed<ShopStaffUpdate>(),
  response: async () => (await schemas()).ShopStaffSchema,
});

export const deactivateShopStaff = defineEndpoint({
  method: 'DELETE',
  path: '/api/shop-staff/:id',
  response: async () => (await schemas()).ShopStaffSchema,
});

export const signInStaff = defineEndpoint({
  method: 'POST',
  path: '/api/shop-staff/sign-in',
  pinChecked: true,
  body: typed<StaffSignIn>(),
  response: async () => (await schemas()).StaffSignInResponseSchema,
});

export const approveAction = defineEndpoint({
  method: 'POST',
  path: '/api/shop-staff/approvals',
  pinChecked: true,
  body: typed<ApprovalRequest>(),
  response: async () => (await schemas()).ApprovalResponseSchema,
});

/** The owner's till PIN: set on first use; changing it asks for the password. */
export const setOwnerPin = defineEndpoint({
  method: 'PUT',
  path: '/api/shop-staff/owner-pin',
  pinChecked: true,
  body: typed<OwnerPin>(),
  response: async () => (await schemas()).OkSchema,
});

/** The owner takes the till back from staff with their PIN or password. */
export const ownerReturn = defineEndpoint({
  method: 'POST',
  path: '/api/shop-staff/owner-return',
  pinChecked: true,
  body: typed<OwnerReturn>(),
  response: async () => (await schemas()).OkSchema,
});

/** What the phone keeps to switch users with no network (refreshed when online). */
export const getTillKeys = defineEndpoint({
  method: 'GET',
  path: '/api/shop-staff/till-keys',
  response: async () => (await schemas()).TillKeysSchema,
});
