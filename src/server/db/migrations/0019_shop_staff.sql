-- Shop staff at the till (decision 0026): each helper with a PIN (argon2, like passwords) and
-- a separate PBKDF2 verifier of it that the till keeps for an offline switch. Wrong PINs lock
-- the person in the database, so every server sees the lock.
CREATE TABLE "shop_staff" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "name" text NOT NULL,
  "phone" text,
  "role" text NOT NULL CHECK ("role" IN ('cashier', 'manager')),
  "permissions" text[] NOT NULL,
  "pin_hash" text NOT NULL,
  "pin_salt" text NOT NULL,
  "pin_iterations" integer NOT NULL,
  "pin_verifier" text NOT NULL,
  "is_active" boolean DEFAULT true NOT NULL,
  "failed_pins" integer DEFAULT 0 NOT NULL,
  "locked_until" timestamp with time zone,
  "last_worked_at" timestamp with time zone,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "shop_staff_merchant_idx" ON "shop_staff" ("merchant_id", "created_at");--> statement-breakpoint
CREATE TRIGGER "shop_staff_bump_version" BEFORE UPDATE ON "shop_staff"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_bump_version"();--> statement-breakpoint
-- A staff session lives inside the owner's session it was opened under: it opens nothing once
-- that session ends, nor once the person is deactivated (both checked on every request).
CREATE TABLE "staff_sessions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "token_hash" text NOT NULL,
  "staff_id" uuid NOT NULL REFERENCES "shop_staff"("id"),
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "owner_session_id" uuid NOT NULL REFERENCES "sessions"("id"),
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_key" ON "staff_sessions" ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_owner_session_idx" ON "staff_sessions" ("owner_session_id")
  WHERE "revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id")
  WHERE "revoked_at" IS NULL;--> statement-breakpoint
-- One approval for one action: who asked (null: the owner's own session), who approved (null:
-- the owner), used once (used_at) and for what (used_for, e.g. the sale id).
CREATE TABLE "staff_approvals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "token_hash" text NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "asked_by" uuid REFERENCES "shop_staff"("id"),
  "approved_by" uuid REFERENCES "shop_staff"("id"),
  "action" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "used_for" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_token_key" ON "staff_approvals" ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_approvals_merchant_idx" ON "staff_approvals" ("merchant_id", "created_at");--> statement-breakpoint
-- The owner's till PIN (to take the till back and approve), its verifier and its lock.
ALTER TABLE "users" ADD COLUMN "owner_pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_pin_salt" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_pin_iterations" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_pin_verifier" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_pin_locked_until" timestamp with time zone;--> statement-breakpoint
-- The shop's setting: seconds untouched before a till with staff goes back to "Switch user".
ALTER TABLE "users" ADD COLUMN "till_lock_seconds" integer DEFAULT 120 NOT NULL
  CHECK ("till_lock_seconds" BETWEEN 30 AND 3600);--> statement-breakpoint
-- Who did it: a member of the shop's staff, or null for the owner.
ALTER TABLE "pos_sales" ADD COLUMN "staff_id" uuid REFERENCES "shop_staff"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_id" uuid REFERENCES "shop_staff"("id");--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "staff_id" uuid REFERENCES "shop_staff"("id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "staff_id" uuid REFERENCES "shop_staff"("id");--> statement-breakpoint
CREATE INDEX "pos_sales_merchant_staff_idx" ON "pos_sales" ("merchant_id", "staff_id", "created_at");
