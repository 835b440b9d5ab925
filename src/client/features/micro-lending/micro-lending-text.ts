import en from '@shared/i18n/locales/en/micro-lending.json';
import type { LoanType } from '@shared/micro-lending/loan-types';
import { defineCatalog } from '@client/i18n/i18n';

export const lendingText = defineCatalog(
  'micro-lending',
  en,
  import.meta.glob(['@shared/i18n/locales/*/micro-lending.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type LendingT = typeof lendingText.t;

/** A loan type's name in the active language. */
export const loanLabel = (t: LendingT, type: LoanType) => t(`type.${type}`);
