import { useState, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input, Label, Select } from '@client/components/ui/input';
import { useShopSettings } from '@client/api/shop-settings-queries';
import { EXPORT_PATHS } from '../api/exports-endpoints';
import { useText } from '@client/i18n/use-text';
import { johannesburgDate } from '@shared/time/johannesburg';
import { exportsText } from '../exports-text';
import { DownloadButton } from './download-button';

function Section({ title, help, children }: { title: string; help: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
      <div>
        <h3 className="font-medium text-slate-900">{title}</h3>
        <p className="text-sm text-slate-500">{help}</p>
      </div>
      {children && <div className="flex flex-wrap items-end gap-2">{children}</div>}
    </section>
  );
}

/** One end of the sales period. */
function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The shop's records as CSV files for the accountant (this shop's rows only), and what a
 * backup of the whole database is and who restores it.
 */
export function RecordsCard() {
  const t = useText(exportsText);
  const today = johannesburgDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [year, setYear] = useState(thisYear);
  const settings = useShopSettings();
  const notRegistered = settings.data?.vatRegistered === false;
  const period = new URLSearchParams({ ...(from && { from }), ...(to && { to }) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Section title={t('sales.title')} help={t('sales.help')}>
          <div className="flex w-full min-w-0 gap-2 sm:w-auto sm:flex-1">
            <DateField
              id="export-from"
              label={t('sales.from')}
              value={from}
              max={to || undefined}
              onChange={setFrom}
            />
            <DateField
              id="export-to"
              label={t('sales.to')}
              value={to}
              min={from || undefined}
              onChange={setTo}
            />
          </div>
          <DownloadButton
            url={`${EXPORT_PATHS.sales}?${period.toString()}`}
            fileName="sales.csv"
            label={t('sales.title')}
          />
        </Section>
        <Section title={t('stock.title')} help={t('stock.help')}>
          <DownloadButton url={EXPORT_PATHS.stock} fileName="stock.csv" label={t('stock.title')} />
        </Section>
        <Section title={t('credit.title')} help={t('credit.help')}>
          <DownloadButton
            url={EXPORT_PATHS.creditBook}
            fileName="credit-book.csv"
            label={t('credit.ledger')}
            text={t('credit.ledger')}
          />
          <DownloadButton
            url={EXPORT_PATHS.creditBalances}
            fileName="credit-balances.csv"
            label={t('credit.balances')}
            text={t('credit.balances')}
          />
        </Section>
        <Section
          title={t('vat.title')}
          help={notRegistered ? t('vat.notRegistered') : t('vat.help')}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="export-year">{t('vat.year')}</Label>
            <Select
              id="export-year"
              className="w-28"
              value={year}
              disabled={notRegistered}
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {[thisYear, thisYear - 1, thisYear - 2].map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
          <DownloadButton
            url={`${EXPORT_PATHS.vatSummary}?year=${year}`}
            fileName={`vat-summary-${year}.csv`}
            label={t('vat.title')}
            disabled={notRegistered}
          />
        </Section>
        <Section title={t('backup.title')} help={t('backup.help')} />
      </CardContent>
    </Card>
  );
}
