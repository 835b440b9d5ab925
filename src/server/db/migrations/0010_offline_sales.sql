ALTER TABLE "pos_sales" ADD COLUMN "offline_receipt_number" text;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "price_difference" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "receipt_token" text DEFAULT translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sales_receipt_token_key" ON "pos_sales" USING btree ("receipt_token");