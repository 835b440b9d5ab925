import en from '@shared/i18n/locales/en/voice-ordering.json';
import { defineCatalog } from '@client/i18n/i18n';

export const voiceText = defineCatalog(
  'voice-ordering',
  en,
  import.meta.glob(['@shared/i18n/locales/*/voice-ordering.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
