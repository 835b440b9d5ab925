import en from '@shared/i18n/locales/en/shop-staff.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The owner's staff screen and till PIN (role names in all nine languages). */
export const shopStaffText = defineCatalog(
  'shop-staff',
  en,
  import.meta.glob(['@shared/i18n/locales/*/shop-staff.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type ShopStaffT = typeof shopStaffText.t;
