/**
 * Why a signed-in screen was sent to the sign-in page, when the server knows: an admin
 * deactivated the account (its sessions ended at once). The 401 carries the reason in
 * `details.reason`, so the client can say so instead of showing the sign-in page unexplained.
 */
export const ACCOUNT_DEACTIVATED = 'account_deactivated';

export const SESSION_END_MESSAGES = {
  deactivated: 'This account has been deactivated',
} as const;
