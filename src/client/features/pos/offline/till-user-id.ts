import { getStoredUser } from '@client/lib/storage';

/** The signed-in shop whose till this phone runs. */
export const tillUserId = () => getStoredUser()?.id ?? null;
