DROP INDEX "customers_merchant_phone_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_phone_key" ON "customers" USING btree ("merchant_id","phone");