-- An offline receipt number (OFF-<device>-<n>) names one sale per shop. A number already used
-- twice keeps its first sale (the earliest rung up); each later one is renamed <number>#2, #3,
-- so no sale is lost (its goods left and its money was taken) and the unique index can hold.
-- A till never sends '#', so a renamed number cannot meet a new one. Till sales are append-only
-- (migration 0008); this one correction of an identifier, no amount touched, lifts that guard
-- for its own statement and puts it back in the same migration.
ALTER TABLE "pos_sales" DISABLE TRIGGER "pos_sales_append_only";--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "merchant_id", "offline_receipt_number" ORDER BY "created_at", "id"
  ) AS "n"
  FROM "pos_sales"
  WHERE "offline_receipt_number" IS NOT NULL
)
UPDATE "pos_sales" SET "offline_receipt_number" = "pos_sales"."offline_receipt_number" || '#' || "ranked"."n"
FROM "ranked"
WHERE "ranked"."id" = "pos_sales"."id" AND "ranked"."n" > 1;--> statement-breakpoint
ALTER TABLE "pos_sales" ENABLE TRIGGER "pos_sales_append_only";--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sales_offline_receipt_key" ON "pos_sales" USING btree ("merchant_id", "offline_receipt_number") WHERE "offline_receipt_number" IS NOT NULL;--> statement-breakpoint
-- Offline sales with a line rung up below the shop's price or at zero: how much below, in all.
ALTER TABLE "pos_sales" ADD COLUMN "below_price" numeric(12, 2);
