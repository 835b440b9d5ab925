import { z } from 'zod';

/** What the phone keeps; sent back with the password at the next sign-in. */
export const DeviceTokenSchema = z.string().max(200);

/** Answered by a verification that asked to trust the phone. */
export const TrustedDeviceGrantSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TrustedDeviceGrant = z.infer<typeof TrustedDeviceGrantSchema>;

export const TrustedDeviceSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Android", read from the browser when the phone was trusted. */
  label: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TrustedDevice = z.infer<typeof TrustedDeviceSchema>;
export const TrustedDeviceListSchema = z.array(TrustedDeviceSchema);
