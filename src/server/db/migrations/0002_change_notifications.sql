-- A changed row announces one of its columns on a channel, so a server that keeps
-- reads in memory drops them at once, whoever wrote the change.
-- TG_ARGV[0]: the channel; TG_ARGV[1]: the column whose value is announced.
CREATE FUNCTION "kasitrade_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    TG_ARGV[0],
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Accounts and sessions: the account id on 'kasitrade_auth' (sessions held in memory).
CREATE TRIGGER "users_notify_auth_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_auth', 'id');
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_auth', 'user_id');
--> statement-breakpoint
-- Products: the merchant id on 'kasitrade_catalog' (product lists held in memory).
CREATE TRIGGER "products_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "kasitrade_notify_change"('kasitrade_catalog', 'merchant_id');
