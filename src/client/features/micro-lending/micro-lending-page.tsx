import { useState } from 'react';
import type { LoanType } from '@shared/micro-lending/loan-types';
import type { Loan } from '@shared/micro-lending/micro-lending.schemas';
import { PageHeader } from '@client/components/page-header';
import { useText } from '@client/i18n/use-text';
import { useLender } from './api/micro-lending-queries';
import { ActiveLoans } from './components/active-loans';
import { ApplyDialog } from './components/apply-dialog';
import { CreditProfileCard } from './components/credit-profile-card';
import { LenderName } from './components/lender-name';
import { LoanHistory } from './components/loan-history';
import { LoanTypeCards } from './components/loan-type-cards';
import { RepayDialog } from './components/repay-dialog';
import { lendingText } from './micro-lending-text';

/** Micro Lending (/micro-lending): profile, loan types, application, active loans and history. */
export default function MicroLendingPage() {
  const t = useText(lendingText);
  const lender = useLender();
  const [applying, setApplying] = useState<LoanType | null>(null);
  const [repaying, setRepaying] = useState<Loan | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <p className="text-sm text-slate-600">
        {t('lenderLabel')} <LenderName lender={lender.data} />
        {lender.data?.mode === 'sandbox' ? (
          <span className="block text-xs text-slate-500">{t('testLoans')}</span>
        ) : null}
      </p>
      <CreditProfileCard />
      <h2 className="text-lg font-semibold text-slate-900">{t('loanTypes')}</h2>
      <LoanTypeCards onChoose={setApplying} />
      <h2 className="text-lg font-semibold text-slate-900">{t('activeLoans')}</h2>
      <ActiveLoans onRepay={setRepaying} />
      <h2 className="text-lg font-semibold text-slate-900">{t('loanHistory')}</h2>
      <LoanHistory />
      <ApplyDialog loanType={applying} onClose={() => setApplying(null)} />
      <RepayDialog loan={repaying} onClose={() => setRepaying(null)} />
    </div>
  );
}
