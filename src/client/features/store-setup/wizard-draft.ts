import type { z } from 'zod';
import {
  SetupPaymentSchema,
  type PayoutMethod,
  type SetupPaymentInput,
  type ShopPaymentMethod,
} from '@shared/store-setup/setup-payment.schemas';
import {
  SaveStoreSetupSchema,
  SETUP_STEPS,
  SetupProductListSchema,
  type CompleteStoreSetup,
  type SaveStoreSetup,
  type StoreSetup,
} from '@shared/store-setup/store-setup.schemas';
import { findStoreTemplate, type StoreTemplateId } from '@shared/store-setup/store-templates';

/** The wizard's form state across its three steps, checked with the API's own schemas. */
export type WizardStep = (typeof SETUP_STEPS)[number];
export const LAST_STEP: WizardStep = 3;

export interface DraftProduct {
  name: string;
  /** As typed: "18.99". */
  price: string;
  category: string;
  /** How many the shop has now; left out (blank) it starts at 0. */
  stock?: number;
}

/** The typed stock box: blank leaves it out; anything else is checked by the API's schema. */
export function withStock(product: DraftProduct, typed: string): DraftProduct {
  const { stock: _old, ...rest } = product;
  return typed.trim() === '' ? rest : { ...rest, stock: Number(typed) };
}

export interface DraftPayment {
  methods: ShopPaymentMethod[];
  payout: PayoutMethod;
  bankName: string;
  accountNumber: string;
}

export interface WizardDraft {
  step: WizardStep;
  completedSteps: WizardStep[];
  template: StoreTemplateId | null;
  businessName: string;
  description: string;
  products: DraftProduct[];
  payment: DraftPayment;
}

/** Field path ("products.2.price") to its message. */
export type DraftErrors = Record<string, string>;

const DEFAULT_PAYMENT: DraftPayment = {
  methods: ['cash'],
  payout: 'wallet',
  bankName: '',
  accountNumber: '',
};

const templateProducts = (id: StoreTemplateId | null): DraftProduct[] =>
  findStoreTemplate(id)?.products.map((product) => ({ ...product })) ?? [];

const asStep = (value: number): WizardStep =>
  SETUP_STEPS.find((step) => step === value) ?? SETUP_STEPS[0];

/** Resumes saved progress; the business name starts as the one the shop registered with. */
export function draftFrom(setup: StoreSetup, registeredName: string | null): WizardDraft {
  const data = setup.setupData ?? {};
  const template = setup.storeTemplate;
  const payment = data.payment;
  return {
    step: template ? asStep(setup.currentStep) : 1,
    completedSteps: setup.completedSteps.map(asStep),
    template,
    businessName: data.businessName ?? registeredName ?? '',
    description: data.description ?? '',
    products: data.products ?? templateProducts(template),
    payment: payment
      ? {
          ...payment,
          bankName: payment.bankName ?? '',
          accountNumber: payment.accountNumber ?? '',
        }
      : DEFAULT_PAYMENT,
  };
}

/** A new store type loads its sample products; choosing the same one keeps the edited prices. */
export function chooseTemplate(draft: WizardDraft, id: StoreTemplateId): WizardDraft {
  if (draft.template === id) return draft;
  return { ...draft, template: id, products: templateProducts(id) };
}

export const goNext = (draft: WizardDraft): WizardDraft => ({
  ...draft,
  step: asStep(Math.min(draft.step + 1, LAST_STEP)),
  completedSteps: [...new Set([...draft.completedSteps, draft.step])].sort(),
});

export const goPrevious = (draft: WizardDraft): WizardDraft => ({
  ...draft,
  step: asStep(Math.max(draft.step - 1, 1)),
});

const paymentInput = (payment: DraftPayment): SetupPaymentInput => ({
  methods: payment.methods,
  payout: payment.payout,
  bankName: (payment.bankName || null) as SetupPaymentInput['bankName'],
  accountNumber: payment.accountNumber || null,
});

const BusinessFieldsSchema = SaveStoreSetupSchema.shape.setupData
  .unwrap()
  .pick({ businessName: true, description: true });

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix: string): DraftErrors {
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

const businessErrors = (draft: WizardDraft) =>
  issuesOf(
    BusinessFieldsSchema.safeParse({
      businessName: draft.businessName,
      description: draft.description,
    }),
    'business',
  );
const productErrors = (draft: WizardDraft) =>
  issuesOf(SetupProductListSchema.safeParse(draft.products), 'products');
const paymentErrors = (draft: WizardDraft) =>
  issuesOf(SetupPaymentSchema.safeParse(paymentInput(draft.payment)), 'payment');

/** What stops the merchant leaving a step; step 1 also needs a store type. */
export function stepErrors(draft: WizardDraft, step: WizardStep = draft.step): DraftErrors {
  if (step === 1)
    return draft.template ? businessErrors(draft) : { template: 'Choose a store type' };
  return step === 2 ? productErrors(draft) : paymentErrors(draft);
}

const isEmpty = (errors: DraftErrors) => Object.keys(errors).length === 0;

/** The progress to save: parts still being typed wrong are left out and keep their saved value. */
export function progressBody(draft: WizardDraft): SaveStoreSetup {
  return {
    currentStep: draft.step,
    completedSteps: draft.completedSteps,
    storeTemplate: draft.template,
    setupData: {
      ...(isEmpty(businessErrors(draft))
        ? { businessName: draft.businessName, description: draft.description }
        : {}),
      ...(isEmpty(productErrors(draft)) ? { products: draft.products } : {}),
      ...(isEmpty(paymentErrors(draft)) ? { payment: paymentInput(draft.payment) } : {}),
    },
  };
}

/** The spec's completion payload, with step 3's payment info. */
export function completionBody(draft: WizardDraft): CompleteStoreSetup {
  const template = findStoreTemplate(draft.template);
  if (!template) throw new Error('A store type is chosen before the setup completes');
  return {
    businessName: draft.businessName,
    businessType: template.name,
    description: draft.description,
    logo: null,
    products: draft.products,
    template: template.id,
    completedSteps: [...SETUP_STEPS],
    isCompleted: true,
    payment: paymentInput(draft.payment),
  };
}
