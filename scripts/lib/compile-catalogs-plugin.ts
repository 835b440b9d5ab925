import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]i18n[\\/]locales[\\/][a-z]+[\\/][\w-]+\.json$/;

/**
 * Message catalogues (src/shared/i18n/locales/<language>/<domain>.json, ICU messages) reach the
 * client compiled, so the phone runs Lingui's small runtime without its message parser. The
 * result stays JSON for Vite's own JSON loader.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'kasitrade:compile-catalogs',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
