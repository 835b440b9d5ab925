-- Discounts at the till: a line's discount stays in its item (jsonb "discount", and
-- "discountPercent" when given as a percent, with "subtotal" what the line charges after it);
-- the sale keeps its own discount (off the subtotal before VAT) and the sum of every discount it
-- gave, which the day summary adds up for the dashboard and a later cash-up.
ALTER TABLE "pos_sales" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_discount_not_negative"
  CHECK ("discount_amount" >= 0 AND "discount_total" >= "discount_amount"
    AND ("discount_percent" IS NULL OR "discount_percent" BETWEEN 0 AND 100));--> statement-breakpoint
-- The day summaries' trigger adds discount_cents up from migration 0018 on (with its one day function).
ALTER TABLE "pos_daily_totals" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;
