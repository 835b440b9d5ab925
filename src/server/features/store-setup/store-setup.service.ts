import { eq } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import {
  CASH_ONLY,
  inTillOrder,
  type SetupPayment,
} from '@shared/store-setup/setup-payment.schemas';
import {
  SETUP_STEPS,
  type CompleteStoreSetupParsed,
  type CompleteStoreSetupResponse,
  type SaveStoreSetupParsed,
  type SetupData,
  type SetupProduct,
  type StoreSetup,
} from '@shared/store-setup/store-setup.schemas';
import { findStoreTemplate, STORE_TEMPLATES } from '@shared/store-setup/store-templates';
import type { Deps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { merchantProfiles, storeSetup, users } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';
import { addSetupProducts } from './setup-catalogue';

type SetupRow = typeof storeSetup.$inferSelect;

const NOT_STARTED: StoreSetup = {
  currentStep: 1,
  completedSteps: [],
  storeTemplate: null,
  setupData: null,
  isCompleted: false,
  completedAt: null,
};

function toStoreSetup(row: SetupRow | undefined): StoreSetup {
  if (!row) return NOT_STARTED;
  return {
    currentStep: row.currentStep,
    completedSteps: row.completedSteps,
    storeTemplate: findStoreTemplate(row.storeTemplate)?.id ?? null,
    setupData: tillMethodsOnly(row.setupData as SetupData | null),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Setup saved before the wizard offered only what the till takes may name other methods. */
function tillMethodsOnly(data: SetupData | null): SetupData | null {
  if (!data?.payment) return data;
  return { ...data, payment: { ...data.payment, methods: inTillOrder(data.payment.methods) } };
}

const productRecords = (items: SetupProduct[]) =>
  items.map((item) => ({ ...item, price: centsToDecimal(item.price) }));

/** The shop's setup row, created on first write and locked: one completion at a time per shop. */
async function lockSetup(tx: Tx, merchantId: string, now: Date): Promise<SetupRow> {
  const [row] = await tx
    .insert(storeSetup)
    .values({ merchantId })
    .onConflictDoUpdate({ target: storeSetup.merchantId, set: { updatedAt: now } })
    .returning();
  return row!;
}

/** Paid into a bank account: the merchant profile carries the account admins pay out to. */
async function recordPayout(tx: Tx, merchantId: string, payment: SetupPayment, now: Date) {
  if (payment.payout !== 'bank') return;
  const bankAccount = `${payment.bankName} ${payment.accountNumber}`;
  await tx
    .insert(merchantProfiles)
    .values({ userId: merchantId, bankAccount })
    .onConflictDoUpdate({ target: merchantProfiles.userId, set: { bankAccount, updatedAt: now } });
}

export function createStoreSetupService({ db, clock }: Deps) {
  return {
    templates: () =>
      STORE_TEMPLATES.map((template) => ({ ...template, products: [...template.products] })),

    get: async (merchantId: string): Promise<StoreSetup> => {
      const [row] = await db.select().from(storeSetup).where(eq(storeSetup.merchantId, merchantId));
      return toStoreSetup(row);
    },

    /** Progress of a setup under way; a completed setup is not reopened. */
    save: (merchantId: string, input: SaveStoreSetupParsed) =>
      db.transaction(async (tx) => {
        const now = clock();
        const current = await lockSetup(tx, merchantId, now);
        if (current.isCompleted) throw conflict('Store setup is already complete');
        const { products, ...rest } = input.setupData;
        const setupData: SetupData = {
          ...(current.setupData as SetupData | null),
          ...rest,
          ...(products ? { products: productRecords(products) } : {}),
        };
        const [row] = await tx
          .update(storeSetup)
          .set({
            currentStep: input.currentStep,
            completedSteps: input.completedSteps,
            storeTemplate: input.storeTemplate,
            setupData,
            updatedAt: now,
          })
          .where(eq(storeSetup.merchantId, merchantId))
          .returning();
        return toStoreSetup(row);
      }),

    /**
     * All or nothing: the catalogue, the business type (and name when given), the payment info
     * and the completed mark. Completing again adds no product or category twice.
     */
    complete: (
      merchantId: string,
      input: CompleteStoreSetupParsed,
    ): Promise<CompleteStoreSetupResponse> =>
      db.transaction(async (tx) => {
        const now = clock();
        const current = await lockSetup(tx, merchantId, now);
        const added = await addSetupProducts(tx, merchantId, input.products);
        // Without payment info the wizard's saved choice stands; a shop that never chose takes cash.
        const payment =
          input.payment ?? (current.setupData as SetupData | null)?.payment ?? CASH_ONLY;
        const [account] = await tx
          .update(users)
          .set({
            businessType: findStoreTemplate(input.template)!.name,
            ...(input.businessName ? { businessName: input.businessName } : {}),
            // The till offers what was ticked (the shop settings change it later).
            paymentMethods: inTillOrder(payment.methods),
            updatedAt: now,
          })
          .where(eq(users.id, merchantId))
          .returning({ businessName: users.businessName, businessType: users.businessType });
        await recordPayout(tx, merchantId, payment, now);
        const setupData: SetupData = {
          businessName: input.businessName,
          description: input.description,
          logo: input.logo,
          products: productRecords(input.products),
          payment,
        };
        const [row] = await tx
          .update(storeSetup)
          .set({
            currentStep: SETUP_STEPS.length,
            completedSteps: [...SETUP_STEPS],
            storeTemplate: input.template,
            setupData,
            isCompleted: true,
            completedAt: current.completedAt ?? now,
            updatedAt: now,
          })
          .where(eq(storeSetup.merchantId, merchantId))
          .returning();
        return {
          setup: toStoreSetup(row),
          ...added,
          businessName: account!.businessName,
          businessType: account!.businessType!,
        };
      }),
  };
}
