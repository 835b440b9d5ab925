import { z } from 'zod';
import { MAX_STOCK } from '../catalog/catalog.schemas';
import { optionalText, requiredText } from '../common/fields';
import { DecimalStringSchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';
import { SetupPaymentRecordSchema, SetupPaymentSchema } from './setup-payment.schemas';
import { findStoreTemplate, STORE_TEMPLATE_IDS } from './store-templates';

/** docs/product.md "Screens", "Records", "States", "Validation": store_setup, its progress and its completion payload. */
export const SETUP_STEPS = [1, 2, 3] as const;
export const MAX_SETUP_PRODUCTS = 50;

export const STORE_SETUP_MESSAGES = {
  template: 'Choose a store type: grocery, takeaway, pharmacy or general',
  step: 'A step is 1, 2 or 3',
  productName: 'Product name is required',
  price: 'Price is required',
  category: 'Category is required',
  stock: 'Stock must be a whole number from 0',
  noProducts: 'Add at least one product',
  tooManyProducts: `At most ${MAX_SETUP_PRODUCTS} products`,
  duplicateName: 'Each product name may appear only once',
  businessType: 'Business type is required',
  businessTypeOfTemplate: "The business type must be the chosen store type's name",
  allSteps: 'Complete steps 1, 2 and 3 first',
  isCompleted: 'isCompleted must be true',
} as const;

export const StoreTemplateIdSchema = z.enum(STORE_TEMPLATE_IDS, {
  error: STORE_SETUP_MESSAGES.template,
});

const SetupStepSchema = z
  .number({ error: STORE_SETUP_MESSAGES.step })
  .int(STORE_SETUP_MESSAGES.step)
  .min(1, STORE_SETUP_MESSAGES.step)
  .max(3, STORE_SETUP_MESSAGES.step);

const StepListSchema = z
  .array(SetupStepSchema, { error: STORE_SETUP_MESSAGES.step })
  .max(SETUP_STEPS.length, STORE_SETUP_MESSAGES.step)
  .transform((steps) => [...new Set(steps)].sort());

/** A starting product: price as typed ("18.99"), parsed to cents. */
export const SetupProductSchema = z.object({
  name: requiredText(STORE_SETUP_MESSAGES.productName, 200),
  price: requiredMoney(STORE_SETUP_MESSAGES.price),
  category: requiredText(STORE_SETUP_MESSAGES.category, 120),
  stock: z
    .number({ error: STORE_SETUP_MESSAGES.stock })
    .int(STORE_SETUP_MESSAGES.stock)
    .min(0, STORE_SETUP_MESSAGES.stock)
    .max(MAX_STOCK, STORE_SETUP_MESSAGES.stock)
    .default(0),
});
export type SetupProductInput = z.input<typeof SetupProductSchema>;
export type SetupProduct = z.output<typeof SetupProductSchema>;

export const SetupProductListSchema = z
  .array(SetupProductSchema, { error: STORE_SETUP_MESSAGES.noProducts })
  .min(1, STORE_SETUP_MESSAGES.noProducts)
  .max(MAX_SETUP_PRODUCTS, STORE_SETUP_MESSAGES.tooManyProducts)
  .superRefine((products, ctx) => {
    const seen = new Set<string>();
    products.forEach((product, index) => {
      const key = product.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: STORE_SETUP_MESSAGES.duplicateName,
        });
      }
      seen.add(key);
    });
  });

const businessName = optionalText(120, 'Business name');
const description = optionalText(500, 'Description');

/** PUT /api/store-setup: the wizard's progress. setupData keys left out keep their saved value. */
export const SaveStoreSetupSchema = z.object({
  currentStep: SetupStepSchema,
  completedSteps: StepListSchema.default([]),
  storeTemplate: StoreTemplateIdSchema.nullable().default(null),
  setupData: z
    .object({
      businessName: businessName.optional(),
      description: description.optional(),
      products: SetupProductListSchema.optional(),
      payment: SetupPaymentSchema.optional(),
    })
    .default({}),
});
export type SaveStoreSetup = z.input<typeof SaveStoreSetupSchema>;
export type SaveStoreSetupParsed = z.output<typeof SaveStoreSetupSchema>;

/** POST /api/store-setup/complete: the spec's completion payload; step 3's payment info optional. */
export const CompleteStoreSetupSchema = z
  .object({
    businessName,
    businessType: requiredText(STORE_SETUP_MESSAGES.businessType, 120),
    description,
    logo: optionalText(500, 'Logo'),
    products: SetupProductListSchema,
    template: StoreTemplateIdSchema,
    completedSteps: StepListSchema.refine(
      (steps) => steps.length === SETUP_STEPS.length,
      STORE_SETUP_MESSAGES.allSteps,
    ),
    isCompleted: z.literal(true, { error: STORE_SETUP_MESSAGES.isCompleted }),
    /** Beyond the spec's payload: the wizard sends it; without it the saved choice or cash only. */
    payment: SetupPaymentSchema.optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.businessType !== findStoreTemplate(payload.template)?.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessType'],
        message: STORE_SETUP_MESSAGES.businessTypeOfTemplate,
      });
    }
  });
export type CompleteStoreSetup = z.input<typeof CompleteStoreSetupSchema>;
export type CompleteStoreSetupParsed = z.output<typeof CompleteStoreSetupSchema>;

export const SetupProductRecordSchema = z.object({
  name: z.string(),
  price: DecimalStringSchema,
  category: z.string(),
  stock: z.number().int(),
});
export type SetupProductRecord = z.infer<typeof SetupProductRecordSchema>;

export const SetupDataSchema = z.object({
  businessName: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  logo: z.string().nullable().optional(),
  products: z.array(SetupProductRecordSchema).optional(),
  payment: SetupPaymentRecordSchema.optional(),
});
export type SetupData = z.infer<typeof SetupDataSchema>;

/** GET /api/store-setup: a shop that never started is on step 1, not completed. */
export const StoreSetupSchema = z.object({
  currentStep: z.number().int(),
  completedSteps: z.array(z.number().int()),
  storeTemplate: StoreTemplateIdSchema.nullable(),
  setupData: SetupDataSchema.nullable(),
  isCompleted: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StoreSetup = z.infer<typeof StoreSetupSchema>;

export const CompleteStoreSetupResponseSchema = z.object({
  setup: StoreSetupSchema,
  /** New to the catalogue; products and categories already there by name are kept as they are. */
  productsAdded: z.number().int(),
  categoriesAdded: z.number().int(),
  businessName: z.string().nullable(),
  businessType: z.string(),
});
export type CompleteStoreSetupResponse = z.infer<typeof CompleteStoreSetupResponseSchema>;

export const StoreTemplateListSchema = z.array(
  z.object({
    id: StoreTemplateIdSchema,
    name: z.string(),
    description: z.string(),
    products: z.array(
      z.object({ name: z.string(), price: DecimalStringSchema, category: z.string() }),
    ),
  }),
);
