import { MAX_MEDICINE_SCHEDULE, PRODUCT_KINDS } from '@shared/catalog/product-kind';
import { Field, Input, Select, invalidProps } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';
import type { KindValues } from './product-form-values';

const SCHEDULES = Array.from({ length: MAX_MEDICINE_SCHEDULE + 1 }, (_, n) => n);

/**
 * The product's kind: a medicine declares the schedule its pack shows (only 0 may be sold here),
 * a pesticide its registration number and that it is for household use; each rule in one line.
 */
export function KindFields({
  values,
  errors,
  onChange,
}: {
  values: KindValues;
  errors: Record<string, string>;
  onChange(patch: Partial<KindValues>): void;
}) {
  const t = useText(catalogText);
  const householdError = errors.pesticideHouseholdUse;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <Field label={t('kind.label')} htmlFor="product-kind" error={errors.kind}>
        <Select
          id="product-kind"
          value={values.kind}
          onChange={(e) => onChange({ kind: e.target.value as KindValues['kind'] })}
        >
          {PRODUCT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      {values.kind === 'medicine' ? (
        <>
          <Field
            label={t('kind.schedule')}
            htmlFor="product-medicineSchedule"
            error={errors.medicineSchedule}
          >
            <Select
              id="product-medicineSchedule"
              value={values.medicineSchedule}
              {...invalidProps('product-medicineSchedule', errors.medicineSchedule)}
              onChange={(e) => onChange({ medicineSchedule: e.target.value })}
            >
              <option value="">{t('kind.chooseSchedule')}</option>
              {SCHEDULES.map((n) => (
                <option key={n} value={String(n)}>
                  {t('kind.scheduleOption', { number: n })}
                </option>
              ))}
            </Select>
          </Field>
          <p className="text-sm text-slate-600">{t('kind.medicineRule')}</p>
        </>
      ) : null}
      {values.kind === 'pesticide' ? (
        <>
          <Field
            label={t('kind.registration')}
            htmlFor="product-pesticideRegistration"
            error={errors.pesticideRegistration}
          >
            <Input
              id="product-pesticideRegistration"
              value={values.pesticideRegistration}
              placeholder="L1234"
              maxLength={40}
              autoCapitalize="characters"
              {...invalidProps('product-pesticideRegistration', errors.pesticideRegistration)}
              onChange={(e) => onChange({ pesticideRegistration: e.target.value })}
            />
          </Field>
          <div className="flex items-center justify-between gap-3">
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              {t('kind.householdUse')}
            </span>
            <Switch
              label={t('kind.householdUse')}
              checked={values.pesticideHouseholdUse}
              onCheckedChange={(pesticideHouseholdUse) => onChange({ pesticideHouseholdUse })}
            />
          </div>
          {householdError ? (
            <p role="alert" className="text-sm text-red-600">
              {messageText(householdError)}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('kind.pesticideRule')}</p>
        </>
      ) : null}
    </div>
  );
}
