import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { StoreSetup } from '@shared/store-setup/store-setup.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { getStoredUser } from '@client/lib/storage';
import { useCompleteSetup } from '../api/store-setup-queries';
import { useAutosaveProgress } from '../use-autosave-progress';
import { useFocusedFieldInView } from '../use-on-screen-keyboard';
import {
  chooseTemplate,
  completionBody,
  draftFrom,
  goNext,
  goPrevious,
  LAST_STEP,
  stepErrors,
  withStock,
  type DraftPayment,
  type WizardDraft,
} from '../wizard-draft';
import { StepPayment } from './step-payment';
import { StepProducts } from './step-products';
import { StepProgress } from './step-progress';
import { StepStoreType } from './step-store-type';
import { WizardNavBar } from './wizard-nav-bar';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

/** The three steps of a setup under way; completing shows the completed screen (by the query). */
export function SetupWizard({ saved }: { saved: StoreSetup }) {
  const t = useText(storeSetupText);
  const [draft, setDraft] = useState(() => draftFrom(saved, getStoredUser()?.businessName ?? null));
  const [showErrors, setShowErrors] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  useFocusedFieldInView(container);
  const complete = useCompleteSetup();
  const progressSaved = useAutosaveProgress(draft, !complete.isPending && !complete.isSuccess);
  const errors = stepErrors(draft);
  const shown = showErrors ? errors : {};

  const setPayment = (patch: Partial<DraftPayment>) =>
    setDraft((d) => ({ ...d, payment: { ...d.payment, ...patch } }));
  const setPrice = (index: number, price: string) =>
    setDraft((d) => ({
      ...d,
      products: d.products.map((p, i) => (i === index ? { ...p, price } : p)),
    }));
  const setStock = (index: number, stock: string) =>
    setDraft((d) => ({
      ...d,
      products: d.products.map((p, i) => (i === index ? withStock(p, stock) : p)),
    }));

  const move = (change: (current: WizardDraft) => WizardDraft) => {
    setShowErrors(false);
    setDraft(change);
    window.scrollTo({ top: 0 });
  };

  const finish = () =>
    complete.mutate(completionBody(draft), {
      onSuccess: (result) =>
        toast({
          title: t('toast.complete'),
          description:
            result.productsAdded > 0
              ? t('toast.productsAdded', { count: result.productsAdded })
              : t('toast.alreadyAdded'),
        }),
      onError: (error) => toastError(error, t('toast.failed')),
    });

  const next = () => {
    if (Object.keys(errors).length > 0) {
      // Rendered at once, so the first invalid field is there to take the focus.
      flushSync(() => setShowErrors(true));
      container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (draft.step === LAST_STEP) finish();
    else move(goNext);
  };

  return (
    <div ref={container} className="flex flex-col gap-4">
      <StepProgress step={draft.step} saved={progressSaved} />
      <Card>
        <CardContent className="pt-4 sm:pt-5">
          {draft.step === 1 ? (
            <StepStoreType
              draft={draft}
              errors={shown}
              onChoose={(id) => setDraft((d) => chooseTemplate(d, id))}
              onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            />
          ) : draft.step === 2 ? (
            <StepProducts draft={draft} errors={shown} onPrice={setPrice} onStock={setStock} />
          ) : (
            <StepPayment payment={draft.payment} errors={shown} onChange={setPayment} />
          )}
        </CardContent>
      </Card>
      <WizardNavBar
        step={draft.step}
        nextBlocked={draft.step === 1 && !draft.template}
        busy={complete.isPending}
        onPrevious={() => move(goPrevious)}
        onNext={next}
      />
    </div>
  );
}
