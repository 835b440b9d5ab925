-- Packs (issue 32): a pack's stock and cost follow the product it is sold from. Its stock is
-- the whole packs in the base's units, floor(base stock / pack_units); its cost per pack is
-- the base's cost per unit times pack_units. Kept whenever the base's stock or cost changes,
-- and when a pack is made or its units change; each write bumps updated_at (and the row's
-- version), so the till's catalogue sync (updatedSince) sees the pack move with its base.
CREATE FUNCTION "kasitrade_pack_follows_base"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base_stock integer;
  base_cost numeric;
BEGIN
  IF NEW.pack_of IS NULL THEN
    -- No longer a pack: its stock was only ever the base's, so it starts again at 0 (no
    -- movement was ever written on it, and none is owed).
    IF TG_OP = 'UPDATE' AND OLD.pack_of IS NOT NULL THEN
      NEW.stock := 0;
    END IF;
    RETURN NEW;
  END IF;
  SELECT stock, cost_price INTO base_stock, base_cost FROM products WHERE id = NEW.pack_of;
  NEW.stock := floor(coalesce(base_stock, 0) / NEW.pack_units);
  NEW.cost_price := base_cost * NEW.pack_units;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_pack_follows_base" BEFORE INSERT OR UPDATE OF "pack_of", "pack_units"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "kasitrade_pack_follows_base"();
--> statement-breakpoint
CREATE FUNCTION "kasitrade_packs_follow_base"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products k
     SET stock = floor(NEW.stock / k.pack_units),
         cost_price = NEW.cost_price * k.pack_units,
         updated_at = now()
   WHERE k.pack_of = NEW.id
     AND (k.stock <> floor(NEW.stock / k.pack_units)
          OR k.cost_price IS DISTINCT FROM NEW.cost_price * k.pack_units);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only a product that is not a pack can have packs (a pack of a pack is refused), so the
-- update of the packs never fires this again.
CREATE TRIGGER "products_packs_follow_base" AFTER UPDATE OF "stock", "cost_price" ON "products"
  FOR EACH ROW WHEN (NEW.pack_of IS NULL
                     AND (OLD.stock IS DISTINCT FROM NEW.stock
                          OR OLD.cost_price IS DISTINCT FROM NEW.cost_price))
  EXECUTE FUNCTION "kasitrade_packs_follow_base"();
