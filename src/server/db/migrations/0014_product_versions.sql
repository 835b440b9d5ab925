-- A row version for the records two people can edit at once (a product, an order): every
-- change of the row bumps it, whoever writes it (the edit form, a till sale taking stock, an
-- order reserving it, an adjustment), so an edit sent with the version it read is refused
-- (409) when the row moved on since, instead of overwriting what the other writer did.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "kasitrade_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_bump_version" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "orders_bump_version" BEFORE UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_bump_version"();
--> statement-breakpoint
-- The payment methods the till offers, as ticked in the Setup Wizard or the shop settings
-- (null: never chosen; the till offers every method it can take).
ALTER TABLE "users" ADD COLUMN "payment_methods" text[];
