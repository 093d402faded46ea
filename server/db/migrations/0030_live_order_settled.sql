-- An order's event carries what its settling or cancelling changed, named as the API names it
-- (dates as JSON dates), so a page showing the order takes the change from the event rather
-- than reading the order again.
CREATE FUNCTION live_json_time(p_time timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify(jsonb_build_object('kind', 'order', 'userId', NEW.user_id, 'id', NEW.id,
    'status', NEW.status, 'late', NEW.late, 'paidAt', live_json_time(NEW.paid_at),
    'paidVnd', NEW.paid_vnd, 'creditBeli', NEW.credit_beli, 'bonusBeli', NEW.bonus_beli,
    'settledBy', NEW.settled_by, 'bankEventId', NEW.bank_event_id, 'handledBy', NEW.handled_by,
    'cancelledAt', live_json_time(NEW.cancelled_at)));
  RETURN NULL;
END $$;
