-- The writing connection hears its own change too, as a NOTICE sent during the statement,
-- when it asks for it (kasitrade.tell_writer = on, set by the PostgreSQL pool). The server
-- applies it when that connection's transaction ends, before the writer's await returns, so
-- its next request reads its own write; other servers hear the notification after commit.
CREATE OR REPLACE FUNCTION "kasitrade_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  announced text := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1];
BEGIN
  PERFORM pg_notify(TG_ARGV[0], announced);
  IF current_setting('kasitrade.tell_writer', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = 'kasitrade_change', DETAIL = TG_ARGV[0], HINT = announced;
  END IF;
  RETURN NULL;
END;
$$;
