CREATE TABLE "loyalty_stamps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"pos_sale_id" uuid,
	"order_id" uuid,
	"stamps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_daily_products" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"takings_cents" bigint NOT NULL,
	CONSTRAINT "pos_daily_products_merchant_id_day_product_id_pk" PRIMARY KEY("merchant_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "pos_daily_totals" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sales" integer NOT NULL,
	"takings_cents" bigint NOT NULL,
	CONSTRAINT "pos_daily_totals_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
ALTER TABLE "loyalty_cards" ALTER COLUMN "card_type" SET DEFAULT 'stamps';--> statement-breakpoint
ALTER TABLE "customer_activity" ADD COLUMN "first_purchase_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD COLUMN "reward_value" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_pos_sale_id_pos_sales_id_fk" FOREIGN KEY ("pos_sale_id") REFERENCES "public"."pos_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_daily_products" ADD CONSTRAINT "pos_daily_products_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_daily_totals" ADD CONSTRAINT "pos_daily_totals_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_stamps_card_idx" ON "loyalty_stamps" USING btree ("merchant_id","card_id");--> statement-breakpoint
CREATE INDEX "loyalty_stamps_order_idx" ON "loyalty_stamps" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "loyalty_stamps_customer_idx" ON "loyalty_stamps" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cards_one_active_key" ON "loyalty_cards" USING btree ("merchant_id","customer_id") WHERE "loyalty_cards"."is_active";--> statement-breakpoint
CREATE INDEX "orders_merchant_customer_idx" ON "orders" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE INDEX "pos_sales_merchant_customer_idx" ON "pos_sales" USING btree ("merchant_id","customer_id","created_at");