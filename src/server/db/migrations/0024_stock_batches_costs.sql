-- Stock in (issue 32), the rules behind migration 0023's tables.
-- Each order item keeps its product's cost per unit (excluding VAT) at the moment it was
-- ordered, so profit reads what the goods cost then; null when the cost was not known.
ALTER TABLE "order_items" ADD COLUMN "unit_cost" numeric(14, 4) CHECK ("unit_cost" >= 0);--> statement-breakpoint
-- Batches hold at most the product's stock: whenever stock goes down (a sale, an order, an
-- adjustment, a stock take), the batches lose the excess, earliest expiry first, so the dated
-- goods sold first are the ones that expire first, whichever path took the stock.
CREATE FUNCTION "kasitrade_trim_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  excess integer;
  batch record;
BEGIN
  SELECT coalesce(sum("quantity"), 0) - NEW."stock" INTO excess
    FROM "stock_batches"
    WHERE "merchant_id" = NEW."merchant_id" AND "product_id" = NEW."id" AND "quantity" > 0;
  IF excess <= 0 THEN
    RETURN NULL;
  END IF;
  FOR batch IN
    SELECT "id", "quantity" FROM "stock_batches"
      WHERE "merchant_id" = NEW."merchant_id" AND "product_id" = NEW."id" AND "quantity" > 0
      ORDER BY "expiry_date", "created_at", "id"
      FOR UPDATE
  LOOP
    EXIT WHEN excess <= 0;
    UPDATE "stock_batches" SET "quantity" = "quantity" - least(batch."quantity", excess)
      WHERE "id" = batch."id";
    excess := excess - least(batch."quantity", excess);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_trim_batches" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (NEW."stock" < OLD."stock") EXECUTE FUNCTION "kasitrade_trim_batches"();
--> statement-breakpoint
CREATE INDEX "stock_batches_expiry_idx" ON "stock_batches" ("merchant_id", "expiry_date") WHERE "quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_receipts_merchant_supplier_idx" ON "stock_receipts" ("merchant_id", "supplier_id", "created_at");
