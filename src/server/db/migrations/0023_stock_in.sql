-- Stock in (issue 32): cost per unit, packs sold from another product's stock, purchase orders,
-- stock receipts, expiry batches and write-offs. Triggers and rules come in later migrations.
-- A product's cost per unit excluding VAT, four decimals (a case of 24 at R100.00 is 4.1667):
-- the weighted average of what was received; null until known.
ALTER TABLE "products" ADD COLUMN "cost_price" numeric(14, 4) CHECK ("cost_price" >= 0);--> statement-breakpoint
-- A pack (a pack of 6 eggs, a case of 24 cooldrinks) is a product of its own (name, price,
-- barcodes, tiers) sold from the stock of the product it packs, pack_units of its units at a time.
ALTER TABLE "products" ADD COLUMN "pack_of" uuid REFERENCES "products"("id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_units" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_units_check"
  CHECK (("pack_of" IS NULL) = ("pack_units" IS NULL) AND ("pack_units" IS NULL OR "pack_units" BETWEEN 2 AND 1000)
         AND ("pack_of" IS NULL OR "pack_of" <> "id"));--> statement-breakpoint
CREATE INDEX "products_pack_of_idx" ON "products" ("pack_of") WHERE "pack_of" IS NOT NULL;--> statement-breakpoint
-- A purchase order to a supplier: PO-000001 per shop; created_by a member of staff, null for the owner.
CREATE TABLE "purchase_orders" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "number" text NOT NULL,
  "supplier_id" uuid NOT NULL REFERENCES "suppliers"("id"),
  "status" text DEFAULT 'open' NOT NULL
    CHECK ("status" IN ('open', 'partially_received', 'received', 'cancelled')),
  "note" text,
  "created_by" uuid REFERENCES "shop_staff"("id"),
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_merchant_number_key" ON "purchase_orders" ("merchant_id", "number");--> statement-breakpoint
CREATE INDEX "purchase_orders_merchant_status_idx" ON "purchase_orders" ("merchant_id", "status", "created_at");--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
  "purchase_order_id" uuid NOT NULL REFERENCES "purchase_orders"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "position" integer NOT NULL,
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  "quantity_received" integer DEFAULT 0 NOT NULL CHECK ("quantity_received" >= 0),
  "unit_cost" numeric(14, 4) CHECK ("unit_cost" >= 0),
  PRIMARY KEY ("purchase_order_id", "product_id")
);--> statement-breakpoint
-- A delivery or a wholesaler run received into stock (REC-000001 per shop). No supplier: a
-- wholesaler run. received_by: a member of staff, null for the owner. Never changed once written.
CREATE TABLE "stock_receipts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "number" text NOT NULL,
  "supplier_id" uuid REFERENCES "suppliers"("id"),
  "purchase_order_id" uuid REFERENCES "purchase_orders"("id"),
  "invoice_number" text,
  "invoice_photo" text,
  "note" text,
  "total_cost" numeric(12, 2) NOT NULL,
  "received_by" uuid REFERENCES "shop_staff"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_merchant_number_key" ON "stock_receipts" ("merchant_id", "number");--> statement-breakpoint
CREATE INDEX "stock_receipts_merchant_created_idx" ON "stock_receipts" ("merchant_id", "created_at");--> statement-breakpoint
-- Stock of dated goods, by expiry date: quantity is what is left of the batch on the shelf.
CREATE TABLE "stock_batches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "receipt_id" uuid REFERENCES "stock_receipts"("id"),
  "expiry_date" date NOT NULL,
  "date_mark" text NOT NULL CHECK ("date_mark" IN ('use_by', 'best_before')),
  "quantity_received" integer NOT NULL CHECK ("quantity_received" > 0),
  "quantity" integer NOT NULL CHECK ("quantity" >= 0),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_batches_product_idx" ON "stock_batches" ("merchant_id", "product_id", "expiry_date") WHERE "quantity" > 0;--> statement-breakpoint
CREATE TABLE "stock_receipt_lines" (
  "receipt_id" uuid NOT NULL REFERENCES "stock_receipts"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "position" integer NOT NULL,
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  "unit_cost" numeric(14, 4) NOT NULL CHECK ("unit_cost" >= 0),
  "case_size" integer CHECK ("case_size" BETWEEN 2 AND 1000),
  "expiry_date" date,
  "date_mark" text CHECK ("date_mark" IN ('use_by', 'best_before')),
  "batch_id" uuid REFERENCES "stock_batches"("id"),
  PRIMARY KEY ("receipt_id", "position")
);--> statement-breakpoint
-- The case size last received per product and supplier, offered on the next delivery.
CREATE TABLE "product_case_sizes" (
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "supplier_id" uuid NOT NULL REFERENCES "suppliers"("id"),
  "case_size" integer NOT NULL CHECK ("case_size" BETWEEN 2 AND 1000),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("product_id", "supplier_id")
);--> statement-breakpoint
-- Expired, damaged or stolen goods taken off the shelf, valued at the cost of the day.
CREATE TABLE "stock_write_offs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "batch_id" uuid REFERENCES "stock_batches"("id"),
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  "reason" text NOT NULL CHECK ("reason" IN ('expired', 'damaged', 'stolen', 'other')),
  "note" text,
  "unit_cost" numeric(14, 4),
  "value_at_cost" numeric(12, 2),
  "staff_id" uuid REFERENCES "shop_staff"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_write_offs_merchant_created_idx" ON "stock_write_offs" ("merchant_id", "created_at");
