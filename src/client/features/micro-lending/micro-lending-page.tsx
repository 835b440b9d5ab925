import { useState } from 'react';
import type { LoanType } from '@shared/micro-lending/loan-types';
import type { Loan } from '@shared/micro-lending/micro-lending.schemas';
import { PageHeader } from '@client/components/page-header';
import { useLender } from './api/micro-lending-queries';
import { ActiveLoans } from './components/active-loans';
import { ApplyDialog } from './components/apply-dialog';
import { CreditProfileCard } from './components/credit-profile-card';
import { LenderName } from './components/lender-name';
import { LoanHistory } from './components/loan-history';
import { LoanTypeCards } from './components/loan-type-cards';
import { RepayDialog } from './components/repay-dialog';

/** Micro Lending (/micro-lending): profile, loan types, application, active loans and history. */
export default function MicroLendingPage() {
  const lender = useLender();
  const [applying, setApplying] = useState<LoanType | null>(null);
  const [repaying, setRepaying] = useState<Loan | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Micro Lending"
        subtitle="Stock advances and float credit with limits that grow from your own till sales"
      />
      <p className="text-sm text-slate-600">
        Lender: <LenderName lender={lender.data} />
        {lender.data?.mode === 'sandbox' ? (
          <span className="block text-xs text-slate-500">
            Test loans: no real money is lent or collected.
          </span>
        ) : null}
      </p>
      <CreditProfileCard />
      <h2 className="text-lg font-semibold text-slate-900">Loan Types</h2>
      <LoanTypeCards onChoose={setApplying} />
      <h2 className="text-lg font-semibold text-slate-900">Active Loans</h2>
      <ActiveLoans onRepay={setRepaying} />
      <h2 className="text-lg font-semibold text-slate-900">Loan History</h2>
      <LoanHistory />
      <ApplyDialog loanType={applying} onClose={() => setApplying(null)} />
      <RepayDialog loan={repaying} onClose={() => setRepaying(null)} />
    </div>
  );
}
