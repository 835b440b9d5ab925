import en from '@shared/i18n/locales/en/pos.json';
import { defineCatalog } from '@client/i18n/i18n';

export const posText = defineCatalog(
  'pos',
  en,
  import.meta.glob(['@shared/i18n/locales/*/pos.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type PosT = typeof posText.t;
