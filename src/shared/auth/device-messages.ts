/**
 * Trusted devices (docs/design.md "Tenancy and roles"): a verified phone skips the SMS code for 30 days.
 * Free of zod: the sign-in page shows these before any validation code loads.
 */
export const DEVICE_TRUST_DAYS = 30;

export const DEVICE_MESSAGES = {
  signedInTrusted: 'Signed in on a trusted phone',
  revoked: 'This phone will ask for an SMS code at its next sign-in.',
  revokeFailed: 'Failed to remove the device',
  loggedOutEverywhere: 'Signed out on every phone and computer',
  logoutEverywhereFailed: 'Failed to sign out everywhere',
} as const;
