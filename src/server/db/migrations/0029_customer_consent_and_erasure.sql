-- POPIA (issue 33): a customer's consent to promotional messages, per channel, kept as an
-- append-only history (who captured it and when); the current state is the latest row of each
-- channel. An erased customer keeps their row (the book, sales and orders stay linked to it, so
-- the shop's totals do not move) with the name, phone, email and address replaced.
CREATE TABLE "customer_consents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "customer_id" uuid NOT NULL REFERENCES "customers"("id"),
  "channel" text NOT NULL CHECK ("channel" IN ('sms', 'whatsapp', 'email')),
  "granted" boolean NOT NULL,
  "staff_id" uuid REFERENCES "shop_staff"("id"),
  "captured_by" text NOT NULL CHECK (length("captured_by") BETWEEN 1 AND 120),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" ("merchant_id", "customer_id", "created_at");--> statement-breakpoint
-- The history is never rewritten: a change of mind is a new row. Rows go only when the customer
-- is erased.
CREATE FUNCTION "kasitrade_refuse_consent_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent history is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customer_consents_append_only" BEFORE UPDATE ON "customer_consents"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_consent_change"();--> statement-breakpoint
-- The growth suggestions offer a special only to a customer who agreed: their cache is told.
CREATE TRIGGER "customer_consents_notify_trading_change" AFTER INSERT OR DELETE ON "customer_consents"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_trading', 'merchant_id');--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- An erased customer's phone is blank; only real phones are unique per shop.
DROP INDEX "customers_merchant_phone_key";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_phone_key" ON "customers" ("merchant_id", "phone") WHERE "erased_at" IS NULL;
