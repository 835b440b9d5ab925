-- The writing connection hears its own change too, as a NOTICE sent during the statement,
-- when it asks for it (kasitrade.tell_writer = on, set by the PostgreSQL pool). The server
-- applies it when that connection's transaction ends, before the writer's await returns, so
-- its next request reads its own write; other servers hear the notification after commit.
CREATE FUNCTION "kasitrade_announce"(channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(channel, payload);
  IF current_setting('kasitrade.tell_writer', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = 'kasitrade_change', DETAIL = channel, HINT = payload;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kasitrade_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kasitrade_announce(
    TG_ARGV[0],
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Migration 0008's statement triggers, announcing through kasitrade_announce (otherwise as there).
CREATE OR REPLACE FUNCTION "kasitrade_pos_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM kasitrade_announce('kasitrade_trading', merchant_id::text)
  FROM (SELECT DISTINCT merchant_id FROM added) m;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kasitrade_recount_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(customer_id))
    FROM added WHERE customer_id IS NOT NULL HAVING count(*) > 0;
    PERFORM kasitrade_announce('kasitrade_trading', merchant_id::text)
    FROM (SELECT DISTINCT merchant_id FROM added) m;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM kasitrade_refresh_customer_activity(array_agg(merchant_id), array_agg(customer_id))
    FROM removed WHERE customer_id IS NOT NULL HAVING count(*) > 0;
    PERFORM kasitrade_announce('kasitrade_trading', merchant_id::text)
    FROM (SELECT DISTINCT merchant_id FROM removed) m;
  END IF;
  RETURN NULL;
END;
$$;
