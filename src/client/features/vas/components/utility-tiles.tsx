import { useState } from 'react';
import { Phone, Send, Zap } from 'lucide-react';
import type { VasKind } from '@shared/vas/vas.schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { useVasProvider } from '../api/vas-queries';
import { kindLabel, vasText } from '../vas-text';
import { VasDialog } from './vas-dialog';

const UTILITIES = [
  { kind: 'airtime', icon: Phone },
  { kind: 'electricity', icon: Zap },
  { kind: 'send_money', icon: Send },
] as const;

/** The spec's utility tiles: each opens its purchase dialog, paid from the wallet. */
export function UtilityTiles({ walletBalance }: { walletBalance?: string }) {
  const t = useText(vasText);
  const provider = useVasProvider();
  const sandbox = provider.data?.mode === 'sandbox';
  const [open, setOpen] = useState<VasKind | null>(null);
  return (
    <section aria-label={t('utilities')} className="flex flex-col gap-2">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {UTILITIES.map(({ kind, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            onClick={() => setOpen(kind)}
            className="rounded-xl text-left focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
          >
            <Card className="h-full transition-colors hover:border-brand-600">
              <CardContent className="flex flex-col items-center gap-1 pt-4 text-center sm:pt-5">
                <Icon className="size-6 text-brand-700" aria-hidden="true" />
                <span className="text-sm font-semibold">{kindLabel(t, kind)}</span>
                {sandbox ? <Badge variant="warning">{t('sandbox')}</Badge> : null}
              </CardContent>
            </Card>
          </button>
        ))}
      </div>
      {open ? (
        <VasDialog
          kind={open}
          walletBalance={walletBalance}
          sandbox={sandbox}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
