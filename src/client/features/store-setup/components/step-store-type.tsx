import {
  CheckCircle2,
  Pill,
  ShoppingBasket,
  Store,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { STORE_TEMPLATES, type StoreTemplateId } from '@shared/store-setup/store-templates';
import { Field, Input, Textarea, invalidProps } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import type { DraftErrors, WizardDraft } from '../wizard-draft';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

const ICONS: Record<StoreTemplateId, LucideIcon> = {
  grocery: ShoppingBasket,
  takeaway: UtensilsCrossed,
  pharmacy: Pill,
  general: Store,
};

/** Step 1: the store type (its name becomes the business type), and the shop's name. */
export function StepStoreType({
  draft,
  errors,
  onChoose,
  onChange,
}: {
  draft: WizardDraft;
  errors: DraftErrors;
  onChoose(id: StoreTemplateId): void;
  onChange(patch: Partial<Pick<WizardDraft, 'businessName' | 'description'>>): void;
}) {
  const t = useText(storeSetupText);
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('type.question')}</legend>
        <p className="text-sm text-slate-500">{t('type.hint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {STORE_TEMPLATES.map((template) => {
            const Icon = ICONS[template.id];
            const chosen = draft.template === template.id;
            return (
              <label
                key={template.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
                  chosen
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="store-type"
                  value={template.id}
                  checked={chosen}
                  onChange={() => onChoose(template.id)}
                  className="sr-only"
                />
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="font-semibold text-slate-900">
                    {t(`template.${template.id}.name`)}
                  </span>
                  <span className="text-sm text-slate-600">
                    {t(`template.${template.id}.description`)}
                  </span>
                </span>
                <CheckCircle2
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-brand-700', chosen ? '' : 'invisible')}
                />
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        label={t('type.businessName')}
        htmlFor="setup-business-name"
        error={errors['business.businessName']}
      >
        <Input
          id="setup-business-name"
          value={draft.businessName}
          maxLength={120}
          autoComplete="organization"
          onChange={(event) => onChange({ businessName: event.target.value })}
          {...invalidProps('setup-business-name', errors['business.businessName'])}
        />
      </Field>
      <Field
        label={t('type.description')}
        htmlFor="setup-description"
        error={errors['business.description']}
      >
        <Textarea
          id="setup-description"
          value={draft.description}
          maxLength={500}
          placeholder={t('type.placeholder')}
          onChange={(event) => onChange({ description: event.target.value })}
          {...invalidProps('setup-description', errors['business.description'])}
        />
      </Field>
    </div>
  );
}
