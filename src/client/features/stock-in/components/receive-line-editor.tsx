import { Trash2 } from 'lucide-react';
import { DATE_MARKS } from '@shared/stock-in/stock-in.schemas';
import { formatRand } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/input';
import { MoneyInput } from '@client/components/ui/money-field';
import { useText } from '@client/i18n/use-text';
import { lineProblem, slipTotalOf, unitsOf, type ReceiveLine } from '../receive-lines';
import { stockInText } from '../stock-in-text';

/**
 * One product of the delivery: cases or units (the case size offered, editable), the cost per
 * case or per unit as on the slip, and for dated goods the date and whether it is use by or best
 * before.
 */
export function ReceiveLineEditor({
  line,
  index,
  onChange,
  onRemove,
}: {
  line: ReceiveLine;
  index: number;
  onChange(line: ReceiveLine): void;
  onRemove(): void;
}) {
  const t = useText(stockInText);
  const id = (field: string) => `line-${index}-${field}`;
  const set = (patch: Partial<ReceiveLine>) => onChange({ ...line, ...patch });
  const units = unitsOf(line);
  const total = slipTotalOf(line);
  const problem = lineProblem(line);
  const inCases = line.countedIn === 'case';

  return (
    <li>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-semibold text-slate-900">{line.name}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label={t('countedIn')} htmlFor={id('in')}>
            <Select
              id={id('in')}
              value={line.countedIn}
              onChange={(e) => set({ countedIn: e.target.value as ReceiveLine['countedIn'] })}
            >
              <option value="case">{t('cases')}</option>
              <option value="unit">{t('units')}</option>
            </Select>
          </Field>
          <Field label={inCases ? t('howManyCases') : t('howManyUnits')} htmlFor={id('qty')}>
            <Input
              id={id('qty')}
              inputMode="numeric"
              value={line.quantity}
              onChange={(e) => set({ quantity: e.target.value })}
            />
          </Field>
          {inCases ? (
            <Field label={t('caseSize')} htmlFor={id('size')}>
              <Input
                id={id('size')}
                inputMode="numeric"
                value={line.caseSize}
                onChange={(e) => set({ caseSize: e.target.value })}
              />
            </Field>
          ) : null}
          <Field label={inCases ? t('costPerCase') : t('costPerUnit')} htmlFor={id('cost')}>
            <MoneyInput
              id={id('cost')}
              value={line.cost}
              onChange={(e) => set({ cost: e.target.value })}
            />
          </Field>
          <Field label={t('expiryDate')} htmlFor={id('expiry')}>
            <Input
              id={id('expiry')}
              type="date"
              value={line.expiryDate}
              onChange={(e) => set({ expiryDate: e.target.value })}
            />
          </Field>
          <Field label={t('dateMark')} htmlFor={id('mark')}>
            <Select
              id={id('mark')}
              value={line.dateMark}
              onChange={(e) => set({ dateMark: e.target.value as ReceiveLine['dateMark'] })}
            >
              <option value="">{t('mark.none')}</option>
              {DATE_MARKS.map((mark) => (
                <option key={mark} value={mark}>
                  {t(`mark.${mark}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p data-testid="line-summary">
            {units !== null ? t('unitsIn', { count: units }) : null}
            {total !== null ? ` · ${formatRand(total)}` : null}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="h-11"
            onClick={onRemove}
            aria-label={t('removeLine', { name: line.name })}
          >
            <Trash2 aria-hidden="true" /> {t('remove')}
          </Button>
        </div>
        {problem ? <p className="text-sm text-amber-800">{t(`problem.${problem}`)}</p> : null}
      </fieldset>
    </li>
  );
}
