import { formatRandDecimal } from '@shared/money/money';
import { findStoreTemplate } from '@shared/store-setup/store-templates';
import { Input, invalidProps } from '@client/components/ui/input';
import { MoneyInput } from '@client/components/ui/money-field';
import type { DraftErrors, WizardDraft } from '../wizard-draft';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

/**
 * Step 2: the chosen template's starting products, each price editable (excluding VAT), and how
 * many the shop has now (optional; blank is 0), so the till can sell them from the start.
 */
export function StepProducts({
  draft,
  errors,
  onPrice,
  onStock,
}: {
  draft: WizardDraft;
  errors: DraftErrors;
  onPrice(index: number, price: string): void;
  onStock(index: number, stock: string): void;
}) {
  const t = useText(storeSetupText);
  const template = findStoreTemplate(draft.template);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t('products.title')}</h2>
        <p className="text-sm text-slate-500">
          {template
            ? t('products.bodyTemplate', { name: t(`template.${template.id}.name`) })
            : t('products.body')}
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {draft.products.map((product, index) => {
          const id = `setup-price-${index}`;
          const stockId = `setup-stock-${index}`;
          const error = errors[`products.${index}.price`] ?? errors[`products.${index}.name`];
          const stockError = errors[`products.${index}.stock`];
          const suggested = template?.products.find((p) => p.name === product.name)?.price;
          return (
            <li key={product.name} className="flex flex-col gap-1.5 p-3 sm:p-4">
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium leading-snug text-slate-900">{product.name}</p>
                  <p className="text-xs text-slate-500">
                    {product.category}
                    {suggested
                      ? t('products.suggested', { price: formatRandDecimal(suggested) })
                      : ''}
                  </p>
                </div>
                <div className="w-28 shrink-0">
                  <MoneyInput
                    id={id}
                    type="number"
                    step="0.01"
                    min="0.01"
                    aria-label={t('products.priceOf', { name: product.name })}
                    value={product.price}
                    onChange={(event) => onPrice(index, event.target.value)}
                    className="h-11 pr-2 text-right tabular-nums"
                    {...invalidProps(id, error)}
                  />
                </div>
                <div className="flex w-full items-center justify-end gap-3 sm:w-auto">
                  <label htmlFor={stockId} className="text-sm text-slate-600">
                    {t('products.stockLabel')}
                  </label>
                  <Input
                    id={stockId}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    placeholder="0"
                    aria-label={t('products.stockOf', { name: product.name })}
                    value={product.stock ?? ''}
                    onChange={(event) => onStock(index, event.target.value)}
                    className="h-11 w-28 shrink-0 px-2 text-right tabular-nums"
                    {...invalidProps(stockId, stockError)}
                  />
                </div>
              </div>
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-right text-sm text-red-600">
                  {messageText(error)}
                </p>
              ) : null}
              {stockError ? (
                <p id={`${stockId}-error`} role="alert" className="text-right text-sm text-red-600">
                  {messageText(stockError)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
