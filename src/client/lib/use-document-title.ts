import { useEffect } from 'react';

const APP_NAME = 'KasiTrade';

/** Names the page in the browser's title bar and tab: "Till · KasiTrade" (the app alone without one). */
export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
