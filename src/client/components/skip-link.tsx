import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';

/** The id of every page's main landmark, where the skip link goes. */
export const MAIN_ID = 'main';

/** The first Tab stop of every page: hidden until focused, it jumps past the bars to the page. */
export function SkipLink() {
  const t = useText(commonText);
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The router owns the address: move focus without a hash in it.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:text-base focus:font-semibold focus:text-brand-800 focus:shadow-lg"
    >
      {t('skipToMain')}
    </a>
  );
}
