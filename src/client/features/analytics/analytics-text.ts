import en from '@shared/i18n/locales/en/analytics.json';
import { defineCatalog } from '@client/i18n/i18n';

export const analyticsText = defineCatalog(
  'analytics',
  en,
  import.meta.glob(['@shared/i18n/locales/*/analytics.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

/** The catalogue's t(), for helpers that word a figure outside a component. */
export type AnalyticsT = (typeof analyticsText)['t'];
