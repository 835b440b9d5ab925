import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageOf } from './app/routes';
import { followDates } from './i18n/follow-dates';
import { languageReady } from './i18n/i18n';
import { startPwa } from './lib/pwa';
import './index.css';

startPwa();
const datesWorded = followDates();

const root = createRoot(document.getElementById('root')!);
// The page's files arrive alongside this script; waiting for them (and for the texts and the date
// words of a chosen language) paints the first screen whole.
void Promise.all([preloadPageOf(window.location.pathname), datesWorded])
  .then(languageReady)
  .then(() => {
    // A transition renders in slices that yield to the browser, so a slow phone stays responsive
    // while the first screen is built instead of freezing for one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
