import { describe, expect, it } from 'vitest';
import type { StoreSetup } from '@shared/store-setup/store-setup.schemas';
import { STORE_TEMPLATES } from '@shared/store-setup/store-templates';
import {
  chooseTemplate,
  completionBody,
  draftFrom,
  goNext,
  goPrevious,
  progressBody,
  stepErrors,
  withStock,
  type WizardDraft,
} from './wizard-draft';

const NOT_STARTED: StoreSetup = {
  currentStep: 1,
  completedSteps: [],
  storeTemplate: null,
  setupData: null,
  isCompleted: false,
  completedAt: null,
};
const takeaway = STORE_TEMPLATES.find((t) => t.id === 'takeaway')!;
const fresh = () => draftFrom(NOT_STARTED, "Thandi's Spaza");
const onStep = (step: 1 | 2 | 3, draft = chooseTemplate(fresh(), 'takeaway')): WizardDraft => ({
  ...draft,
  step,
});

describe('draftFrom', () => {
  it('starts a new shop on step 1 with its registered name, cash and the wallet', () => {
    expect(fresh()).toEqual({
      step: 1,
      completedSteps: [],
      template: null,
      businessName: "Thandi's Spaza",
      description: '',
      products: [],
      payment: { methods: ['cash'], payout: 'wallet', bankName: '', accountNumber: '' },
    });
  });

  it('resumes saved progress: step, template, edited prices and payment info', () => {
    const products = takeaway.products.map((p, i) => ({
      ...p,
      price: i === 0 ? '45.00' : p.price,
      stock: 0,
    }));
    const draft = draftFrom(
      {
        ...NOT_STARTED,
        currentStep: 3,
        completedSteps: [1, 2],
        storeTemplate: 'takeaway',
        setupData: {
          businessName: 'Kasi Kota Corner',
          products,
          payment: {
            methods: ['card'],
            payout: 'bank',
            bankName: 'FNB',
            accountNumber: '62001234567',
          },
        },
      },
      "Thandi's Spaza",
    );
    expect(draft).toMatchObject({
      step: 3,
      completedSteps: [1, 2],
      template: 'takeaway',
      businessName: 'Kasi Kota Corner',
      products,
      payment: { methods: ['card'], payout: 'bank', bankName: 'FNB', accountNumber: '62001234567' },
    });
  });

  it('loads the template products when only the template was saved, and step 1 without one', () => {
    const withTemplate = draftFrom(
      { ...NOT_STARTED, currentStep: 2, storeTemplate: 'takeaway' },
      null,
    );
    expect(withTemplate.products.map((p) => p.name)).toEqual(takeaway.products.map((p) => p.name));
    expect(withTemplate.businessName).toBe('');
    expect(draftFrom({ ...NOT_STARTED, currentStep: 3 }, null).step).toBe(1);
  });
});

describe('chooseTemplate', () => {
  it('loads a new template products and keeps edits when the same one is chosen again', () => {
    const chosen = chooseTemplate(fresh(), 'takeaway');
    expect(chosen.products).toEqual(takeaway.products);
    const edited = { ...chosen, products: [{ ...chosen.products[0]!, price: '50' }] };
    expect(chooseTemplate(edited, 'takeaway')).toBe(edited);
    expect(chooseTemplate(edited, 'pharmacy').products).toHaveLength(5);
    expect(chooseTemplate(edited, 'pharmacy').products[0]!.name).toBe('Panado Tablets 24s');
  });
});

describe('steps', () => {
  it('moves forward marking steps done, and back without going below 1 or past 3', () => {
    const two = goNext(onStep(1));
    expect(two).toMatchObject({ step: 2, completedSteps: [1] });
    expect(goNext(goNext(two))).toMatchObject({ step: 3, completedSteps: [1, 2, 3] });
    expect(goPrevious(two).step).toBe(1);
    expect(goPrevious(goPrevious(two)).step).toBe(1);
  });

  it('step 1 needs a store type and a business name within bounds', () => {
    expect(stepErrors(fresh())).toEqual({ template: 'Choose a store type' });
    expect(stepErrors(onStep(1))).toEqual({});
    expect(stepErrors({ ...onStep(1), businessName: 'x'.repeat(121) })).toEqual({
      'business.businessName': 'Business name must be at most 120 characters',
    });
  });

  it('step 2 names each bad price', () => {
    const draft = onStep(2);
    const products = draft.products.map((p, i) =>
      i === 1 ? { ...p, price: '' } : i === 3 ? { ...p, price: '-4' } : p,
    );
    expect(stepErrors({ ...draft, products })).toEqual({
      'products.1.price': 'Price is required',
      'products.3.price': 'Amount cannot be negative',
    });
    expect(stepErrors(draft)).toEqual({});
  });

  it('step 3 needs a payment method, and a bank and account number to be paid into a bank', () => {
    const draft = onStep(3);
    expect(stepErrors(draft)).toEqual({});
    expect(stepErrors({ ...draft, payment: { ...draft.payment, methods: [] } })).toEqual({
      'payment.methods': 'Choose at least one payment method',
    });
    expect(stepErrors({ ...draft, payment: { ...draft.payment, payout: 'bank' } })).toEqual({
      'payment.bankName': 'Choose your bank',
      'payment.accountNumber': 'Enter your account number: 6 to 16 digits',
    });
  });
});

describe('bodies', () => {
  it('progress leaves out the parts still typed wrong', () => {
    const draft = goNext(onStep(1));
    const bad = { ...draft, products: draft.products.map((p) => ({ ...p, price: '' })) };
    expect(progressBody(bad)).toEqual({
      currentStep: 2,
      completedSteps: [1],
      storeTemplate: 'takeaway',
      setupData: {
        businessName: "Thandi's Spaza",
        description: '',
        payment: { methods: ['cash'], payout: 'wallet', bankName: null, accountNumber: null },
      },
    });
    expect(progressBody(draft).setupData?.products).toEqual(takeaway.products);
  });

  it('completion is the spec payload with the template name as business type', () => {
    const draft = onStep(3);
    expect(completionBody(draft)).toEqual({
      businessName: "Thandi's Spaza",
      businessType: 'Takeaway',
      description: '',
      logo: null,
      products: takeaway.products,
      template: 'takeaway',
      completedSteps: [1, 2, 3],
      isCompleted: true,
      payment: { methods: ['cash'], payout: 'wallet', bankName: null, accountNumber: null },
    });
    expect(() => completionBody(fresh())).toThrow();
  });

  it('carries the stock typed per product; blank leaves it out (0), a fraction is refused', () => {
    const draft = onStep(2);
    const [kota, chips, ...rest] = draft.products;
    const counted = {
      ...draft,
      products: [withStock(kota!, '12'), withStock(withStock(chips!, '3'), ''), ...rest],
    };
    expect(stepErrors(counted)).toEqual({});
    const sent = completionBody({ ...counted, step: 3 }).products;
    expect(sent[0]).toEqual({ ...takeaway.products[0], stock: 12 });
    expect(sent[1]).toEqual(takeaway.products[1]);
    expect(sent[1]).not.toHaveProperty('stock');
    const fraction = { ...draft, products: [withStock(kota!, '1.5'), chips!, ...rest] };
    expect(stepErrors(fraction)).toEqual({
      'products.0.stock': 'Stock must be a whole number from 0',
    });
  });
});
