-- Derived data the smart dashboard reads, kept by triggers in the transaction that writes the
-- source rows, whoever writes them (the API, the seed, a bulk import): pos_daily_totals and
-- pos_daily_products from till sales, customer_activity from till sales, orders and stamps.
-- Days are Johannesburg calendar days, as src/shared/time/johannesburg.ts counts them.
-- Every change to the figures is also announced on 'kasitrade_trading' (the merchant id), so a
-- server that keeps the smart dashboard in memory drops it (as migration 0002 does for products).
-- Why: docs/decisions/0002-sales-summaries.md.

-- Recounts the purchases and stamps of the given customers. The rows are locked first, so on
-- PostgreSQL two transactions writing for one customer recount one after the other, and the
-- second recount (a new statement, a new snapshot) sees the first one's purchase.
CREATE FUNCTION "kasitrade_refresh_customer_activity"(merchant_ids uuid[], customer_ids uuid[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_activity (merchant_id, customer_id)
  SELECT DISTINCT m, c FROM unnest(merchant_ids, customer_ids) AS k(m, c)
  WHERE c IS NOT NULL ORDER BY m, c
  ON CONFLICT (merchant_id, customer_id) DO NOTHING;

  PERFORM 1 FROM customer_activity a
  JOIN unnest(merchant_ids, customer_ids) AS k(m, c) ON a.merchant_id = k.m AND a.customer_id = k.c
  ORDER BY a.merchant_id, a.customer_id FOR UPDATE OF a;

  UPDATE customer_activity a
  SET total_purchases = p.purchases, total_spent = p.spent, first_purchase_date = p.first_at,
      last_purchase_date = p.last_at, loyalty_points = p.points
  FROM (
    SELECT k.m, k.c, count(b.at)::integer AS purchases, coalesce(sum(b.amount), 0) AS spent,
           min(b.at) AS first_at, max(b.at) AS last_at,
           (SELECT coalesce(sum(s.stamps), 0) FROM loyalty_stamps s
            WHERE s.merchant_id = k.m AND s.customer_id = k.c)::integer AS points
    FROM (SELECT DISTINCT m, c FROM unnest(merchant_ids, customer_ids) AS u(m, c)
          WHERE c IS NOT NULL) k
    LEFT JOIN LATERAL (
      SELECT created_at AS at, total_amount AS amount FROM pos_sales
      WHERE merchant_id = k.m AND customer_id = k.c AND status = 'completed'
      UNION ALL
      SELECT created_at, total_amount FROM orders
      WHERE merchant_id = k.m AND customer_id = k.c AND status <> 'cancelled'
    ) b ON true
    GROUP BY k.m, k.c
  ) p
  WHERE a.merchant_id = p.m AND a.customer_id = p.c;
END;
$$;
--> statement-breakpoint
-- Inserted till sales: add the completed ones to the day summaries, recount their customers.
CREATE FUNCTION "kasitrade_pos_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pos_daily_totals AS t (merchant_id, day, sales, takings_cents)
  SELECT merchant_id, (created_at AT TIME ZONE 'Africa/Johannesburg')::date, count(*),
         sum(total_amount * 100)::bigint
  FROM added WHERE status = 'completed' GROUP BY 1, 2
  ON CONFLICT (merchant_id, day) DO UPDATE
  SET sales = t.sales + excluded.sales, takings_cents = t.takings_cents + excluded.takings_cents;

  INSERT INTO pos_daily_products AS t (merchant_id, day, product_id, units, takings_cents)
  SELECT s.merchant_id, (s.created_at AT TIME ZONE 'Africa/Johannesburg')::date,
         (line ->> 'productId')::uuid, sum((line ->> 'quantity')::integer),
         sum((line ->> 'subtotal')::numeric * 100)::bigint
  FROM added s CROSS JOIN jsonb_array_elements(s.items) AS line
  WHERE s.status = 'completed' GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, product_id) DO UPDATE
  SET units = t.units + excluded.units, takings_cents = t.takings_cents + excluded.takings_cents;

  PERFORM kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(customer_id))
  FROM added WHERE customer_id IS NOT NULL HAVING count(*) > 0;
  PERFORM pg_notify('kasitrade_trading', merchant_id::text) FROM (SELECT DISTINCT merchant_id FROM added) m;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pos_sales_summarise" AFTER INSERT ON "pos_sales"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_pos_sales_inserted"();
--> statement-breakpoint
-- A till sale is a record of money taken: it is never changed or removed (a correction is a new
-- row), which keeps the summaries above true.
CREATE FUNCTION "kasitrade_refuse_sale_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'till sales are never changed or deleted (%)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pos_sales_append_only" BEFORE UPDATE OR DELETE ON "pos_sales"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_refuse_sale_change"();
--> statement-breakpoint
-- Orders and stamps: recount the customers of the written rows (before and after).
CREATE FUNCTION "kasitrade_recount_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(customer_id))
    FROM added WHERE customer_id IS NOT NULL HAVING count(*) > 0;
    PERFORM pg_notify('kasitrade_trading', merchant_id::text)
    FROM (SELECT DISTINCT merchant_id FROM added) m;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(customer_id))
    FROM removed WHERE customer_id IS NOT NULL HAVING count(*) > 0;
    PERFORM pg_notify('kasitrade_trading', merchant_id::text)
    FROM (SELECT DISTINCT merchant_id FROM removed) m;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_recount_customers_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_recount_customers"();
--> statement-breakpoint
CREATE TRIGGER "orders_recount_customers_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_recount_customers"();
--> statement-breakpoint
CREATE TRIGGER "orders_recount_customers_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_recount_customers"();
--> statement-breakpoint
CREATE TRIGGER "loyalty_stamps_recount_customers" AFTER INSERT ON "loyalty_stamps"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "kasitrade_recount_customers"();
--> statement-breakpoint
-- Customers (how many, their names) and stock alerts are on the smart dashboard too.
CREATE TRIGGER "customers_notify_trading_change" AFTER INSERT OR UPDATE OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_trading', 'merchant_id');
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_notify_trading_change" AFTER INSERT OR UPDATE OR DELETE ON "stock_alerts"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_trading', 'merchant_id');
--> statement-breakpoint
-- Rows written before these triggers existed.
INSERT INTO pos_daily_totals (merchant_id, day, sales, takings_cents)
SELECT merchant_id, (created_at AT TIME ZONE 'Africa/Johannesburg')::date, count(*),
       sum(total_amount * 100)::bigint
FROM pos_sales WHERE status = 'completed' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO pos_daily_products (merchant_id, day, product_id, units, takings_cents)
SELECT s.merchant_id, (s.created_at AT TIME ZONE 'Africa/Johannesburg')::date,
       (line ->> 'productId')::uuid, sum((line ->> 'quantity')::integer),
       sum((line ->> 'subtotal')::numeric * 100)::bigint
FROM pos_sales s CROSS JOIN jsonb_array_elements(s.items) AS line
WHERE s.status = 'completed' GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(id)) FROM customers;
