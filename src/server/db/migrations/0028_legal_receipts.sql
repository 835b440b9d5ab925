-- Receipts that are legal documents (issue 33): the shop's registered name and VAT number
-- (10 digits starting with 4) for its tax invoices, and the buyer a full tax invoice names
-- (a VAT-registered shop's sale above R5 000).
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_number" text CHECK ("vat_number" ~ '^4[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "buyer_vat_number" text;
