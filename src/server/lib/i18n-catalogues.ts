// The server's catalogues, imported so the production bundle carries them (no files read).
import enMessages from '@shared/i18n/locales/en/messages.json';
import enServer from '@shared/i18n/locales/en/server.json';
import zuMessages from '@shared/i18n/locales/zu/messages.json';
import zuServer from '@shared/i18n/locales/zu/server.json';
import xhMessages from '@shared/i18n/locales/xh/messages.json';
import xhServer from '@shared/i18n/locales/xh/server.json';
import afMessages from '@shared/i18n/locales/af/messages.json';
import afServer from '@shared/i18n/locales/af/server.json';
import stMessages from '@shared/i18n/locales/st/messages.json';
import stServer from '@shared/i18n/locales/st/server.json';
import tnMessages from '@shared/i18n/locales/tn/messages.json';
import tnServer from '@shared/i18n/locales/tn/server.json';
import nsoMessages from '@shared/i18n/locales/nso/messages.json';
import nsoServer from '@shared/i18n/locales/nso/server.json';
import tsMessages from '@shared/i18n/locales/ts/messages.json';
import tsServer from '@shared/i18n/locales/ts/server.json';
import veMessages from '@shared/i18n/locales/ve/messages.json';
import veServer from '@shared/i18n/locales/ve/server.json';
import type { Language } from '@shared/i18n/languages';

type Catalogue = Record<string, string>;

/** messages: texts the forms and the server share, keyed by their English; server: the SMS. */
export const SERVER_CATALOGUES: Record<Language, { messages: Catalogue; server: Catalogue }> = {
  en: { messages: enMessages, server: enServer },
  zu: { messages: zuMessages, server: zuServer },
  xh: { messages: xhMessages, server: xhServer },
  af: { messages: afMessages, server: afServer },
  st: { messages: stMessages, server: stServer },
  tn: { messages: tnMessages, server: tnServer },
  nso: { messages: nsoMessages, server: nsoServer },
  ts: { messages: tsMessages, server: tsServer },
  ve: { messages: veMessages, server: veServer },
};
