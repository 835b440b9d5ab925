ALTER TABLE "loan_transactions" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD COLUMN "lender_reference" text;--> statement-breakpoint
ALTER TABLE "micro_loans" ADD COLUMN "lender" text NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_loans" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_loans" ADD COLUMN "lender_reference" text;--> statement-breakpoint
ALTER TABLE "micro_loans" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE INDEX "loan_transactions_merchant_created_idx" ON "loan_transactions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_loans_open_type_key" ON "micro_loans" USING btree ("merchant_id","loan_type") WHERE "micro_loans"."status" in ('pending', 'active');--> statement-breakpoint
ALTER TABLE "merchant_profiles" DROP COLUMN "credit_limit";--> statement-breakpoint
ALTER TABLE "merchant_profiles" DROP COLUMN "credit_score";--> statement-breakpoint
ALTER TABLE "loan_transactions" ADD CONSTRAINT "loan_transactions_amount_positive" CHECK ("loan_transactions"."amount" > 0);