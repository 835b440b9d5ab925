-- Shifts and the cash-up: one person's time at one drawer, from the float counted in to the
-- blind count at the close. Expected cash is read from the shift's movements; it is frozen on
-- the shift at the close, with what was counted. A closed shift never changes.
CREATE TABLE "shifts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "number" integer NOT NULL CHECK ("number" > 0),
  "drawer" text DEFAULT 'main' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'closed')),
  "opening_float_cents" bigint NOT NULL CHECK ("opening_float_cents" >= 0),
  "opened_by" uuid REFERENCES "shop_staff"("id"),
  "opened_automatically" boolean DEFAULT false NOT NULL,
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  "closed_by" uuid REFERENCES "shop_staff"("id"),
  "expected_cash_cents" bigint,
  "counted_cash_cents" bigint CHECK ("counted_cash_cents" >= 0),
  "counted_notes" jsonb,
  CHECK (("status" = 'open') = ("closed_at" IS NULL)),
  CHECK (("status" = 'open') = ("counted_cash_cents" IS NULL)),
  CHECK (("status" = 'open') = ("expected_cash_cents" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_merchant_number_key" ON "shifts" ("merchant_id", "number");--> statement-breakpoint
-- One open shift per drawer, whichever server or request opens it.
CREATE UNIQUE INDEX "shifts_one_open_per_drawer" ON "shifts" ("merchant_id", "drawer") WHERE "status" = 'open';--> statement-breakpoint
CREATE TABLE "shift_movements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "shift_id" uuid NOT NULL REFERENCES "shifts"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('sale', 'refund', 'repayment', 'wallet_top_up', 'vas_sale', 'pay_in', 'pay_out')),
  "method" text NOT NULL CHECK ("method" IN ('cash', 'card', 'mobile_money', 'wallet', 'credit', 'store_credit')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" >= 0),
  "vat_cents" bigint DEFAULT 0 NOT NULL CHECK ("vat_cents" >= 0 AND "vat_cents" <= "amount_cents"),
  "source_id" uuid,
  "reference" text NOT NULL,
  "staff_id" uuid REFERENCES "shop_staff"("id"),
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "shift_movements_shift_idx" ON "shift_movements" ("merchant_id", "shift_id", "created_at");--> statement-breakpoint
-- The ledger is append-only, like the sales and refunds.
CREATE TRIGGER "shift_movements_append_only" BEFORE UPDATE OR DELETE ON "shift_movements"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_sale_change"();
--> statement-breakpoint
-- A closed shift never changes and takes no new movement; shifts are never removed.
CREATE FUNCTION "kasitrade_refuse_closed_shift_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status = 'closed' THEN
    RAISE EXCEPTION 'a closed shift never changes (%)', TG_OP;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "shifts_closed_unchanged" BEFORE UPDATE OR DELETE ON "shifts"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_closed_shift_change"();
--> statement-breakpoint
CREATE FUNCTION "kasitrade_refuse_closed_shift_movement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM shifts WHERE id = NEW.shift_id AND merchant_id = NEW.merchant_id AND status = 'open') THEN
    RAISE EXCEPTION 'a movement goes only into an open shift of its shop';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "shift_movements_open_shift" BEFORE INSERT ON "shift_movements"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_closed_shift_movement"();
