import { Wand2, X } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { getStoredUser } from '@client/lib/storage';
import { storeSetupQueryOptions } from '../api/store-setup-queries';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

const dismissedKey = () => `kasitrade_setup_card_dismissed:${getStoredUser()?.id ?? ''}`;

/** Onboarding on the dashboard while the shop's setup is not completed; dismissed on this phone. */
export default function SetupCard() {
  const { data } = useQuery(storeSetupQueryOptions());
  const t = useText(storeSetupText);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey()) === '1');
  if (!data || data.isCompleted || dismissed) return null;
  const started = data.storeTemplate !== null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(), '1');
    setDismissed(true);
  };

  return (
    <Card className="border-brand-600/40 bg-brand-50">
      <CardContent className="relative flex flex-col gap-3 pt-4 pr-12 sm:flex-row sm:items-center sm:pt-5">
        <Wand2 className="hidden size-8 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">
            {started ? t('card.finish') : t('card.start')}
          </h2>
          <p className="text-sm text-slate-600">{t('card.body')}</p>
        </div>
        <Link
          href="/setup-wizard"
          className={buttonVariants({
            className: 'h-auto min-h-11 shrink-0 whitespace-normal py-2 text-center',
          })}
        >
          {started ? t('card.continue') : t('card.startWizard')}
        </Link>
        <button
          type="button"
          aria-label={t('card.dismiss')}
          onClick={dismiss}
          className="absolute right-2 top-2 rounded-md p-2 text-slate-500 hover:bg-white/60"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </CardContent>
    </Card>
  );
}
