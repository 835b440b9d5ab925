import en from '@shared/i18n/locales/en/shifts.json';
import { defineCatalog } from '@client/i18n/i18n';

export const shiftsText = defineCatalog(
  'shifts',
  en,
  import.meta.glob(['@shared/i18n/locales/*/shifts.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

export type ShiftsT = (typeof shiftsText)['t'];
