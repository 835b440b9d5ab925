-- Refunds, returns and voids of till sales, and the credit notes of cancelled paid orders. A till
-- sale stays append-only: what came back is read from these rows (its status and refunded amount
-- are computed), and the day summaries are netted by the triggers below, on the refund's
-- Johannesburg day, whoever writes the rows.
CREATE TABLE "refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "pos_sale_id" uuid REFERENCES "pos_sales"("id"),
  "order_id" uuid REFERENCES "orders"("id"),
  "credit_note_number" text NOT NULL,
  "amount" numeric(12, 2) NOT NULL CHECK ("amount" >= 0),
  "vat" numeric(12, 2) NOT NULL CHECK ("vat" >= 0 AND "vat" <= "amount"),
  "method" text NOT NULL CHECK ("method" IN ('cash', 'card', 'wallet', 'credit', 'store_credit')),
  "store_credit" numeric(12, 2),
  "reason" text NOT NULL,
  "restock" boolean NOT NULL,
  "note" text,
  "staff_id" uuid REFERENCES "shop_staff"("id"),
  "approval_id" uuid REFERENCES "staff_approvals"("id"),
  "approved_by" uuid REFERENCES "shop_staff"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK (("pos_sale_id" IS NULL) <> ("order_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_merchant_number_key" ON "refunds" ("merchant_id", "credit_note_number");--> statement-breakpoint
CREATE INDEX "refunds_merchant_sale_idx" ON "refunds" ("merchant_id", "pos_sale_id") WHERE "pos_sale_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_merchant_order_idx" ON "refunds" ("merchant_id", "order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_merchant_created_idx" ON "refunds" ("merchant_id", "created_at");--> statement-breakpoint
CREATE TABLE "refund_lines" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "refund_id" uuid NOT NULL REFERENCES "refunds"("id"),
  "pos_sale_id" uuid REFERENCES "pos_sales"("id"),
  "line_index" integer NOT NULL,
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "name" text NOT NULL,
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  "amount" numeric(12, 2) NOT NULL CHECK ("amount" >= 0),
  "vat" numeric(12, 2) NOT NULL CHECK ("vat" >= 0),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" ("merchant_id", "refund_id");--> statement-breakpoint
CREATE INDEX "refund_lines_sale_idx" ON "refund_lines" ("merchant_id", "pos_sale_id") WHERE "pos_sale_id" IS NOT NULL;--> statement-breakpoint
-- A till refund takes its amount off the day's takings, and its lines off the day's products
-- (units, and the amount before VAT). Credit notes of orders are not till takings.
CREATE FUNCTION "kasitrade_refunds_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pos_daily_totals AS t (merchant_id, day, sales, takings_cents)
  SELECT merchant_id, kasitrade_jhb_day(created_at), 0,
         -sum(amount * 100)::bigint
  FROM added WHERE pos_sale_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (merchant_id, day) DO UPDATE SET takings_cents = t.takings_cents + excluded.takings_cents;
  PERFORM pg_notify('kasitrade_trading', merchant_id::text) FROM (SELECT DISTINCT merchant_id FROM added) m;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_summarise" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_refunds_inserted"();
--> statement-breakpoint
CREATE FUNCTION "kasitrade_refund_lines_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pos_daily_products AS t (merchant_id, day, product_id, units, takings_cents)
  SELECT merchant_id, kasitrade_jhb_day(created_at), product_id,
         -sum(quantity), -sum((amount - vat) * 100)::bigint
  FROM added WHERE pos_sale_id IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, product_id) DO UPDATE
  SET units = t.units + excluded.units, takings_cents = t.takings_cents + excluded.takings_cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refund_lines_summarise" AFTER INSERT ON "refund_lines"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_refund_lines_inserted"();
--> statement-breakpoint
-- Refunds are records of money given back: never changed or removed, like the sales.
CREATE TRIGGER "refunds_append_only" BEFORE UPDATE OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_sale_change"();
--> statement-breakpoint
CREATE TRIGGER "refund_lines_append_only" BEFORE UPDATE OR DELETE ON "refund_lines"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_sale_change"();
