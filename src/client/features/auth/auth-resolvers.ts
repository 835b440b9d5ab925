import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  AdminLoginSchema,
  CodeSchema,
  MerchantLoginSchema,
  MerchantRegisterSchema,
} from '@shared/auth/auth.schemas';

/**
 * The sign-in forms' validation (the shared zod schemas), loaded on first use through
 * lazyResolver so the login pages render without zod.
 */
export const VerifyFormSchema = z.object({ code: CodeSchema });

export const adminLoginResolver = zodResolver(AdminLoginSchema);
export const merchantLoginResolver = zodResolver(MerchantLoginSchema);
export const registerResolver = zodResolver(MerchantRegisterSchema);
export const verifyResolver = zodResolver(VerifyFormSchema);
