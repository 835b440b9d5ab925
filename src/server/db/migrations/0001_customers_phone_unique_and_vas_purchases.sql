CREATE TABLE "vas_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipient" text NOT NULL,
	"network" text,
	"provider" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"voucher" text,
	"provider_reference" text,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_merchant_phone_idx";--> statement-breakpoint
ALTER TABLE "vas_purchases" ADD CONSTRAINT "vas_purchases_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vas_purchases_merchant_reference_key" ON "vas_purchases" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "vas_purchases_merchant_created_idx" ON "vas_purchases" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_phone_key" ON "customers" USING btree ("merchant_id","phone");