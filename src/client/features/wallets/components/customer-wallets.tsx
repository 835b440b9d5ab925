import { Plus } from 'lucide-react';
import { formatPhone } from '@shared/phone/phone';
import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useWallets } from '../api/wallets-queries';
import { TopUpDialog } from './top-up-dialog';
import { useText } from '@client/i18n/use-text';
import { walletsText } from '../wallets-text';

/** Customers' prepaid wallets, each with a cash top-up. */
export function CustomerWallets() {
  const t = useText(walletsText);
  const { data, isLoading, isError } = useWallets();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = (customer: { id: string; name: string } | null) => {
    setTarget(customer);
    setOpen(true);
  };
  const wallets = data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('title')}</CardTitle>
        <Button size="sm" onClick={() => openFor(null)}>
          <Plus aria-hidden="true" /> {t('topUp')}
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-20 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">{t('loadError')}</p> : null}
        {data && wallets.length === 0 ? (
          <p className="text-sm text-slate-500">{t('none')}</p>
        ) : null}
        <ul className="divide-y divide-slate-100 text-sm">
          {wallets.map((w) => (
            <li key={w.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{w.customerName}</span>
                <span className="text-xs text-slate-500">{formatPhone(w.customerPhone)}</span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                {w.status === 'active' ? null : <Badge variant="warning">{t('suspended')}</Badge>}
                <span className="font-semibold">{formatRandDecimal(w.balance)}</span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('topUpLabel', { name: w.customerName })}
                  onClick={() => openFor({ id: w.customerId, name: w.customerName })}
                >
                  {t('topUp')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <TopUpDialog customer={target} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
