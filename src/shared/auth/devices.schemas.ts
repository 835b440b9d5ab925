import { z } from 'zod';

/** Trusted devices (DESIGN section 3): a verified phone skips the SMS code for 30 days. */
export const DEVICE_TRUST_DAYS = 30;

export const DEVICE_MESSAGES = {
  trust: `Trust this phone for ${DEVICE_TRUST_DAYS} days`,
  trustHint: 'Turn off on a shared phone: every sign-in then asks for an SMS code.',
  signedInTrusted: 'Signed in on a trusted phone',
  revoked: 'This phone will ask for an SMS code at its next sign-in.',
  revokeFailed: 'Failed to remove the device',
  loggedOutEverywhere: 'Signed out on every phone and computer',
  logoutEverywhereFailed: 'Failed to sign out everywhere',
} as const;

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
