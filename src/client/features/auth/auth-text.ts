import en from '@shared/i18n/locales/en/auth.json';
import { defineCatalog } from '@client/i18n/i18n';

export const authText = defineCatalog(
  'auth',
  en,
  import.meta.glob(['@shared/i18n/locales/*/auth.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
