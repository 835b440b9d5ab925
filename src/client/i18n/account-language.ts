import type { User } from '@shared/auth/auth.schemas';
import type { Language } from '@shared/i18n/languages';
import { setAccountLanguage } from '@client/api/auth-endpoints';
import { request } from '@client/api/endpoint';
import { getToken, updateStoredUser } from '@client/lib/storage';
import { chooseLanguage, currentLanguage } from './i18n';

/** Keeps the choice on the account, when signed in, so it follows the owner to another phone. */
export async function saveAccountLanguage(language: Language) {
  if (!getToken()) return;
  await request(setAccountLanguage, { body: { language } });
  updateStoredUser({ language });
}

/** The device's choice, and the account's too once signed in. */
export function selectLanguage(language: Language) {
  void chooseLanguage(language);
  saveAccountLanguage(language).catch(() => {
    // Offline or signed out meanwhile: the device keeps the choice; the next pick saves it.
  });
}

/**
 * After sign-in: the account's language wins (it follows the owner); an account without one
 * takes the language this device shows.
 */
export function settleSessionLanguage(user: Pick<User, 'language'>) {
  if (user.language) {
    void chooseLanguage(user.language);
    return;
  }
  saveAccountLanguage(currentLanguage()).catch(() => {});
}
