import en from '@shared/i18n/locales/en/employees.json';
import { defineCatalog } from '@client/i18n/i18n';

export const employeesText = defineCatalog(
  'employees',
  en,
  import.meta.glob(['@shared/i18n/locales/*/employees.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
