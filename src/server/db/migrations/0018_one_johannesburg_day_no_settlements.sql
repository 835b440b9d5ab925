-- The Johannesburg calendar day of an instant, written once for SQL (docs/design.md "Time"):
-- the day summaries' trigger and the queries of src/server/lib/time-sql.ts both use it, and
-- src/server/lib/sql-rules.test.ts ties it to src/shared/time/johannesburg.ts. Inlined by the
-- planner (a one-statement SQL function), so it costs nothing per row.
CREATE FUNCTION "kasitrade_jhb_day"(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'Africa/Johannesburg')::date;
--> statement-breakpoint
-- Migration 0009's trigger function, with the day from kasitrade_jhb_day and each day's till
-- discounts (0017) summed beside its takings (takings are what was charged).
CREATE OR REPLACE FUNCTION "kasitrade_pos_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pos_daily_totals AS t (merchant_id, day, sales, takings_cents, discount_cents)
  SELECT merchant_id, kasitrade_jhb_day(created_at), count(*), sum(total_amount * 100)::bigint,
         sum(discount_total * 100)::bigint
  FROM added WHERE status = 'completed' GROUP BY 1, 2
  ON CONFLICT (merchant_id, day) DO UPDATE
  SET sales = t.sales + excluded.sales, takings_cents = t.takings_cents + excluded.takings_cents,
      discount_cents = t.discount_cents + excluded.discount_cents;

  INSERT INTO pos_daily_products AS t (merchant_id, day, product_id, units, takings_cents)
  SELECT s.merchant_id, kasitrade_jhb_day(s.created_at),
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
-- Payouts to merchants do not exist yet: nothing ever wrote a settlement, so the wallet
-- subtracted a sum that was always 0. The table goes until payouts are built.
DROP TABLE "settlements";
