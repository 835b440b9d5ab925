import type { AdminLogin, MerchantLogin, MerchantRegister } from '@shared/auth/auth.schemas';
import { request } from '@client/api/endpoint';
import {
  adminLogin,
  merchantLogin,
  merchantRegister,
  resendCode,
  verifyPhone,
} from './auth-endpoints';

/** The sign-in calls of the login pages (plain calls: the pages keep their own state). */
export const authApi = {
  merchantLogin: (body: MerchantLogin) => request(merchantLogin, { body }),
  register: (body: MerchantRegister) => request(merchantRegister, { body }),
  verifyPhone: (body: { phone: string; code: string; trustDevice: boolean }) =>
    request(verifyPhone, { body }),
  resendCode: (phone: string) => request(resendCode, { body: { phone } }),
  adminLogin: (body: AdminLogin) => request(adminLogin, { body }),
};
