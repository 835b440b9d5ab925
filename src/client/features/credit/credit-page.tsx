import { Info, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTillStaff } from '@client/lib/till-user';
import { useCreditAccounts } from './api/credit-queries';
import { AccountDialog } from './components/account-dialog';
import { AccountsTable } from './components/accounts-table';
import { CreateAccountDialog } from './components/create-account-dialog';
import { CreditTiles } from './components/credit-tiles';
import { useText } from '@client/i18n/use-text';
import { creditText } from './credit-text';

/** Credit & BNPL (/credit): tiles, accounts, create dialog and the account view. */
export default function CreditPage() {
  const t = useText(creditText);
  // Staff take repayments; the book's totals and new accounts stay the owner's.
  const owner = useTillStaff() === null;
  const accounts = useCreditAccounts();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = accounts.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          owner ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" /> {t('newAccount')}
            </Button>
          ) : null
        }
      />
      {/* An interest-free book is not a credit agreement under the National Credit Act. */}
      <p
        className="flex items-start gap-2 rounded-lg border border-brand-500/30 bg-brand-50 p-3 text-sm text-brand-900"
        data-testid="credit-interest-free"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('help.interestFree')}
      </p>
      {owner ? <CreditTiles /> : null}
      <h2 className="text-lg font-semibold text-slate-900">{t('accounts')}</h2>
      {accounts.isLoading ? <Skeleton className="h-32 w-full" /> : null}
      {accounts.isError ? <p className="text-sm text-red-600">{t('loadError')}</p> : null}
      {accounts.data && rows.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-3 pt-5 text-slate-600">
            <Users className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <p>{t('none')}</p>
          </CardContent>
        </Card>
      ) : null}
      {rows.length > 0 ? <AccountsTable accounts={rows} onOpen={setOpenId} /> : null}
      <CreateAccountDialog
        open={creating}
        onOpenChange={setCreating}
        customersWithAccounts={rows.map((a) => a.customerId)}
      />
      <AccountDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
