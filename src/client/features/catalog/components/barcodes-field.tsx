import { X } from 'lucide-react';
import { useState } from 'react';
import { BarcodeSchema, MAX_BARCODES_PER_PRODUCT, shopRetailCode } from '@shared/catalog/barcode';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { CameraScanButton } from '@client/lib/barcode-scanner';
import { catalogText } from '../catalog-text';

const ID = 'product-barcodes';

/** Ten random digits for a shop code (GS1's in-store range, so no maker's code is taken). */
function randomDigits(): string {
  const values = crypto.getRandomValues(new Uint32Array(10));
  return Array.from(values, (v) => String(v % 10)).join('');
}

/**
 * A product's barcodes: several (a case and a single differ), each added by scanning with the
 * camera, by typing, or, for loose goods, made by the shop ("Make a shop code"). Each code is
 * checked with the API's own schema as it is added; `error` is the form's (a code another product
 * has, named by the server).
 */
export function BarcodesField({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: string;
  onChange(value: string[]): void;
}) {
  const t = useText(catalogText);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const full = value.length >= MAX_BARCODES_PER_PRODUCT;
  const add = (raw: string) => {
    const parsed = BarcodeSchema.safeParse(raw);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    setTyped('');
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
  };
  const shown = problem || error;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${ID}-help`}>
      <legend className="text-sm font-medium text-slate-700">{t('barcodes')}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('barcodes')}>
          {value.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-lg border border-slate-300 pl-3 font-mono text-sm"
            >
              {code}
              <Button
                variant="ghost"
                className="size-11 px-0"
                aria-label={t('removeBarcode', { code })}
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={ID} className="sr-only">
        {t('newBarcode')}
      </Label>
      <div className="flex gap-2">
        <Input
          id={ID}
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          placeholder={t('newBarcode')}
          disabled={full}
          className="min-h-11"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${ID}-error` : `${ID}-help`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (typed.trim()) add(typed);
          }}
        />
        <Button
          variant="outline"
          className="min-h-11"
          disabled={full || !typed.trim()}
          onClick={() => add(typed)}
        >
          {t('addBarcode')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <CameraScanButton onCode={add} />
        <Button
          variant="outline"
          className="min-h-11"
          disabled={full}
          onClick={() => add(shopRetailCode(randomDigits()))}
        >
          {t('makeShopCode')}
        </Button>
      </div>
      {shown ? (
        <p id={`${ID}-error`} role="alert" className="text-sm text-red-600">
          {messageText(shown)}
        </p>
      ) : null}
      <p id={`${ID}-help`} className="text-xs text-slate-500">
        {t('barcodeHelp')}
      </p>
    </fieldset>
  );
}
