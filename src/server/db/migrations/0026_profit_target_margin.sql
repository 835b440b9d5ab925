-- The margin the owner aims for (percent of the price excluding VAT): the product form suggests
-- the price that gives it, price = cost / (1 - margin).
ALTER TABLE "users" ADD COLUMN "target_margin_percent" integer DEFAULT 25 NOT NULL
  CHECK ("target_margin_percent" BETWEEN 0 AND 90);--> statement-breakpoint
-- Each order line keeps its product's cost at the moment of sale (null when not known), read by
-- the profit figures. The stock-in receipts write it; IF NOT EXISTS keeps this step harmless
-- once their migration has added it.
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "unit_cost" numeric(14, 4);
