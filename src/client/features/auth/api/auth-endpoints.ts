import type {
  AdminLogin,
  ChangePassword,
  MerchantLogin,
  MerchantRegister,
  VerifyPhone,
} from '@shared/auth/auth.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const auth = () => import('@shared/auth/auth.schemas');
const devices = () => import('@shared/auth/devices.schemas');

export const merchantLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/merchant/login',
  body: typed<MerchantLogin>(),
  response: async () => (await auth()).MerchantLoginResponseSchema,
});

export const merchantRegister = defineEndpoint({
  method: 'POST',
  path: '/api/auth/merchant/register',
  body: typed<MerchantRegister>(),
  response: async () => (await auth()).RegisterResponseSchema,
});

export const verifyPhone = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-phone',
  body: typed<VerifyPhone>(),
  response: async () => (await auth()).VerifyResponseSchema,
});

export const resendCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-code',
  body: typed<{ phone: string }>(),
  response: async () => (await auth()).MessageResponseSchema,
});

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/admin/login',
  body: typed<AdminLogin>(),
  response: async () => (await auth()).SessionResponseSchema,
});

export const listTrustedDevices = defineEndpoint({
  method: 'GET',
  path: '/api/auth/devices',
  response: async () => (await devices()).TrustedDeviceListSchema,
});

export const revokeTrustedDevice = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/devices/:id',
  response: async () => (await auth()).MessageResponseSchema,
});

export const logoutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout-everywhere',
  response: async () => (await auth()).MessageResponseSchema,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/password',
  body: typed<ChangePassword>(),
  response: async () => (await auth()).MessageResponseSchema,
});
