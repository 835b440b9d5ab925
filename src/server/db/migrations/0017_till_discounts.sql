-- Discounts at the till: a line's discount stays in its item (jsonb "discount", and
-- "discountPercent" when given as a percent, with "subtotal" what the line charges after it);
-- the sale keeps its own discount (off the subtotal before VAT) and the sum of every discount it
-- gave, which the day summary adds up for the dashboard and a later cash-up.
ALTER TABLE "pos_sales" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_discount_not_negative"
  CHECK ("discount_amount" >= 0 AND "discount_total" >= "discount_amount"
    AND ("discount_percent" IS NULL OR "discount_percent" BETWEEN 0 AND 100));--> statement-breakpoint
ALTER TABLE "pos_daily_totals" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As in 0008, with each day's discounts summed beside its takings (takings are what was charged).
CREATE OR REPLACE FUNCTION "kasitrade_pos_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pos_daily_totals AS t (merchant_id, day, sales, takings_cents, discount_cents)
  SELECT merchant_id, (created_at AT TIME ZONE 'Africa/Johannesburg')::date, count(*),
         sum(total_amount * 100)::bigint, sum(discount_total * 100)::bigint
  FROM added WHERE status = 'completed' GROUP BY 1, 2
  ON CONFLICT (merchant_id, day) DO UPDATE
  SET sales = t.sales + excluded.sales, takings_cents = t.takings_cents + excluded.takings_cents,
      discount_cents = t.discount_cents + excluded.discount_cents;

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
