import type { z } from 'zod';
import type {
  AdminLoginSchema,
  MerchantLoginResponseSchema,
  MerchantLoginSchema,
  MerchantRegisterSchema,
  RegisterResponseSchema,
  SessionResponse,
  VerifyResponse,
} from '@shared/auth/auth.schemas';
import { apiRequest } from '@client/lib/api';

/** The auth calls of docs/product.md "Calls", typed by the shared schemas. */
export const authApi = {
  merchantLogin: (body: z.output<typeof MerchantLoginSchema>) =>
    apiRequest<z.infer<typeof MerchantLoginResponseSchema>>(
      'POST',
      '/api/auth/merchant/login',
      body,
    ),
  register: (body: z.output<typeof MerchantRegisterSchema>) =>
    apiRequest<z.infer<typeof RegisterResponseSchema>>('POST', '/api/auth/merchant/register', body),
  verifyPhone: (body: { phone: string; code: string; trustDevice: boolean }) =>
    apiRequest<VerifyResponse>('POST', '/api/auth/verify-phone', body),
  resendCode: (phone: string) => apiRequest('POST', '/api/auth/resend-code', { phone }),
  adminLogin: (body: z.output<typeof AdminLoginSchema>) =>
    apiRequest<SessionResponse>('POST', '/api/auth/admin/login', body),
};
