-- What the app shows live (server/modules/live): each change is announced on the channel `live`
-- by the writing transaction itself, so every API process hears what any process committed and a
-- rolled-back write announces nothing. `tx` (the transaction's id) and the order within it name
-- the event the same way on every process. Identical payloads of one transaction are sent once.
CREATE FUNCTION live_notify(p_event jsonb) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('live', (p_event || jsonb_build_object('tx', pg_current_xact_id()::text))::text)
$$;
--> statement-breakpoint
-- A member's balance or held amount moved (a top-up credited, a transfer received, a hold placed
-- or settled).
CREATE FUNCTION live_wallet_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify(jsonb_build_object('kind', 'balance', 'userId', NEW.user_id,
    'balance', NEW.balance, 'held', NEW.held));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_wallet_moved AFTER UPDATE OF balance, held ON wallets
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL
    AND (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.held IS DISTINCT FROM NEW.held))
  EXECUTE FUNCTION live_wallet_moved();
--> statement-breakpoint
CREATE FUNCTION live_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify(jsonb_build_object('kind', 'order', 'userId', NEW.user_id, 'id', NEW.id,
    'status', NEW.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_order_changed AFTER UPDATE OF status ON topup_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION live_order_changed();
--> statement-breakpoint
CREATE FUNCTION live_task_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify(jsonb_build_object('kind', 'task', 'userId', NEW.user_id, 'id', NEW.id,
    'toolId', NEW.tool_id, 'status', NEW.status, 'progress', NEW.progress));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_task_changed AFTER INSERT OR UPDATE OF status, progress ON tool_tasks
  FOR EACH ROW EXECUTE FUNCTION live_task_changed();
--> statement-breakpoint
-- A resource's table changed: its admin list refreshes. Once per statement (and per transaction:
-- the payload is the same), whatever the number of rows.
CREATE FUNCTION live_table_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify(jsonb_build_object('kind', 'changed', 'table', TG_TABLE_NAME));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON aov_heroes
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON aov_tags
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON aov_skins
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON aov_labels
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON aov_items
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON topup_orders
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE OR DELETE ON bank_events
  FOR EACH STATEMENT EXECUTE FUNCTION live_table_changed();
