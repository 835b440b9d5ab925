import { cleanup } from '@testing-library/react';
import { offlineTill } from '@client/features/pos/offline/load-offline';
import { tillUserId } from '@client/features/pos/offline/till-user-id';

/**
 * Unmounts the till and lets the read of its queue that its sync status began (once the products
 * showed) finish within the test: a read of the same queue after it on the same phone database
 * ends after it. Without this, one begun at a test's end runs on after the file's browser is
 * gone (no localStorage).
 */
export async function unmountTill() {
  const userId = tillUserId();
  cleanup();
  if (userId) await (await offlineTill()).refreshQueue(userId);
}
