-- Product barcodes (issue 31): zero or more codes per product, unique among one shop's products
-- (another shop may use the same code). Written with the product in one transaction; a change
-- of codes also touches the product row, so its version, updated_at and the catalogue
-- notification move with it.
CREATE TABLE "product_barcodes" (
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "code" text NOT NULL,
  "position" integer NOT NULL,
  PRIMARY KEY ("product_id", "code")
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_barcodes_merchant_code_key" ON "product_barcodes" ("merchant_id", "code");--> statement-breakpoint
-- The stock take: a count of the whole shop or one category, on one or several phones.
-- started_by, applied_by: a member of staff, null for the owner.
CREATE TABLE "stock_takes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "category_id" uuid REFERENCES "categories"("id"),
  "status" text DEFAULT 'counting' NOT NULL
    CHECK ("status" IN ('counting', 'paused', 'applied', 'cancelled')),
  "started_by" uuid REFERENCES "shop_staff"("id"),
  "applied_by" uuid REFERENCES "shop_staff"("id"),
  "applied_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_takes_merchant_idx" ON "stock_takes" ("merchant_id", "created_at");--> statement-breakpoint
-- One line per product in scope. expected: the system's stock when the line was first counted
-- (null until then); counted: the sum of the counts (null until counted); counted_by: who
-- counted last (null with a count: the owner).
CREATE TABLE "stock_take_lines" (
  "stock_take_id" uuid NOT NULL REFERENCES "stock_takes"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "expected" integer,
  "counted" integer CHECK ("counted" >= 0),
  "counted_by" uuid REFERENCES "shop_staff"("id"),
  "counted_at" timestamp with time zone,
  PRIMARY KEY ("stock_take_id", "product_id")
);--> statement-breakpoint
-- Every count posted (a scan is 1, a typed number, a miscount taken back), with who posted it.
CREATE TABLE "stock_take_counts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "stock_take_id" uuid NOT NULL REFERENCES "stock_takes"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "quantity" integer NOT NULL,
  "staff_id" uuid REFERENCES "shop_staff"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_take_counts_take_idx" ON "stock_take_counts" ("stock_take_id", "created_at");
