-- A bank notification is stored as it came, in a transaction of its own, before it is handled
-- (server/modules/payments/receive.ts). Its list and the reconciliation screen hear of it once,
-- when the row reaches what became of it (credited, waiting for an admin, refused), not also
-- when it is stored; a redelivery of a handled one is announced (its count of deliveries).
-- Row by row, to read the status; a transaction's announcements are still sent once. Bank
-- events are never deleted (what the bank said is kept). The trigger keeps its name: each start
-- gives a definition table the statement-wide one only when it has none (db/liveTriggers.ts).
DROP TRIGGER live_table_changed ON bank_events;
--> statement-breakpoint
CREATE TRIGGER live_table_changed AFTER INSERT OR UPDATE ON bank_events
  FOR EACH ROW WHEN (NEW.status <> 'received')
  EXECUTE FUNCTION live_table_changed();
