import en from '@shared/i18n/locales/en/nav.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The signed-in frame's texts: navigation, top bar, More sheet. */
export const navText = defineCatalog(
  'nav',
  en,
  import.meta.glob(['@shared/i18n/locales/*/nav.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type NavKey = Parameters<typeof navText.t>[0];
