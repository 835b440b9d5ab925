ALTER TABLE "phone_verifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "method" text;