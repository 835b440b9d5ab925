import { HandCoins } from 'lucide-react';
import { formatRand } from '@shared/money/money';
import {
  LOAN_TERMS,
  LOAN_TYPES,
  ratePercentText,
  type LoanType,
} from '@shared/micro-lending/loan-types';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { lendingText, loanLabel } from '../micro-lending-text';

/** The three loan types with their maximum, term and fee; choosing one opens the application. */
export function LoanTypeCards({ onChoose }: { onChoose: (type: LoanType) => void }) {
  const t = useText(lendingText);
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label={t('typesLabel')}>
      {LOAN_TYPES.map((type) => {
        const terms = LOAN_TERMS[type];
        return (
          <li key={type}>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-3 pt-4 sm:pt-5">
                <div className="flex items-start gap-3">
                  <span className="rounded-lg bg-brand-50 p-2 text-brand-700" aria-hidden="true">
                    <HandCoins className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{loanLabel(t, type)}</h3>
                    <p className="text-sm text-slate-500">{t(`type.${type}.description`)}</p>
                  </div>
                </div>
                <dl className="flex flex-wrap gap-2 text-sm">
                  {[
                    [t('maximum'), t('upTo', { amount: formatRand(terms.maxCents) })],
                    [t('term'), t('termDays', { days: terms.termDays })],
                    [
                      t('feeLabel'),
                      t('feeValue', { rate: ratePercentText(terms.rateBasisPoints) }),
                    ],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-full bg-slate-100 px-3 py-1">
                      <dt className="sr-only">{label}</dt>
                      <dd className="font-semibold whitespace-nowrap text-slate-800">{value}</dd>
                    </div>
                  ))}
                </dl>
                <Button className="mt-auto" onClick={() => onChoose(type)}>
                  {t('applyFor', { loan: loanLabel(t, type) })}
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
