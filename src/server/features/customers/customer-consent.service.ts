import { and, asc, eq } from 'drizzle-orm';
import {
  CONSENT_MESSAGES,
  consentOf,
  hasConsent,
  type ConsentChange,
  type ConsentRecord,
  type CustomerConsent,
  type Promotion,
  type PromotionInput,
} from '@shared/customers/consent.schemas';
import { isLanguage, SOURCE_LANGUAGE } from '@shared/i18n/languages';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import type { Db } from '@server/db/client';
import { customerConsents } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';
import { serverTexts } from '@server/lib/i18n';
import { findOwnedCustomer } from './customer-lookup';

type ConsentRow = typeof customerConsents.$inferSelect;

const toRecord = (row: ConsentRow): ConsentRecord => ({
  channel: row.channel,
  granted: row.granted,
  capturedBy: row.capturedBy,
  byStaff: row.staffId !== null,
  createdAt: row.createdAt.toISOString(),
});

/** Every record of a customer, oldest first. */
export async function consentHistory(db: Db, merchantId: string, customerId: string) {
  const rows = await db
    .select()
    .from(customerConsents)
    .where(
      and(eq(customerConsents.merchantId, merchantId), eq(customerConsents.customerId, customerId)),
    )
    .orderBy(asc(customerConsents.createdAt), asc(customerConsents.id));
  return rows.map(toRecord);
}

/** Who is capturing: the staff member at the till, or the owner. */
export interface Capturer {
  ownerName: string;
  staff: StaffIdentity | null;
}

export function createCustomerConsentService({ db, clock }: Deps) {
  async function read(merchantId: string, customerId: string): Promise<CustomerConsent> {
    await findOwnedCustomer(db, merchantId, customerId);
    return consentOf(await consentHistory(db, merchantId, customerId));
  }

  return {
    read,

    /** A new record on top of the history: an opt-out is kept like an opt-in. */
    async record(
      merchantId: string,
      customerId: string,
      change: ConsentChange,
      by: Capturer,
    ): Promise<CustomerConsent> {
      const customer = await findOwnedCustomer(db, merchantId, customerId);
      if (customer.erasedAt) throw conflict(CONSENT_MESSAGES.erased);
      await db.insert(customerConsents).values({
        merchantId,
        customerId,
        channel: change.channel,
        granted: change.granted,
        staffId: by.staff?.id ?? null,
        capturedBy: by.staff?.name ?? by.ownerName,
        createdAt: clock(),
      });
      return read(merchantId, customerId);
    },

    /**
     * A promotional message goes out only on a channel the customer agreed to (else 409, nothing
     * composed), and always ends with how to stop them, in the customer's language.
     */
    async promote(
      merchantId: string,
      customerId: string,
      input: PromotionInput,
      shopLanguage: string | null,
    ): Promise<Promotion> {
      const customer = await findOwnedCustomer(db, merchantId, customerId);
      if (customer.erasedAt) throw conflict(CONSENT_MESSAGES.erased);
      const consent = consentOf(await consentHistory(db, merchantId, customerId));
      if (!hasConsent(consent, input.channel)) {
        throw conflict(CONSENT_MESSAGES.noConsent, { channel: input.channel });
      }
      const to = input.channel === 'email' ? customer.email : customer.phone;
      if (!to) throw conflict(CONSENT_MESSAGES.noEmail, { channel: input.channel });
      const language =
        input.language ?? (isLanguage(shopLanguage) ? shopLanguage : SOURCE_LANGUAGE);
      const stop = serverTexts(language).t(
        input.channel === 'email' ? 'promo.stopEmail' : 'promo.stop',
      );
      return { channel: input.channel, to, text: `${input.message}\n\n${stop}` };
    },
  };
}
