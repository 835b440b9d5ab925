ALTER TABLE "users" ADD COLUMN "vat_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "vat_percent" integer DEFAULT 15 NOT NULL;