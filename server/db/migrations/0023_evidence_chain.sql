CREATE TABLE "evidence_chain_heads" (
	"table_name" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "chain_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The values a chained row's link covers, by name (a column added later is not covered, so its
-- migration never breaks the chain), as JSON text: jsonb sorts its keys, and every caller runs
-- with TimeZone UTC, so the same row always reads the same.
CREATE FUNCTION evidence_link(p_table text, p_prev text, p_row jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_prev || (
    SELECT coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb)::text
    FROM jsonb_each(p_row) AS field
    WHERE field.key = ANY (CASE p_table
      WHEN 'audit_events' THEN ARRAY['id', 'at', 'actor_id', 'actor_email', 'client_address',
        'request_id', 'resource', 'record_id', 'action', 'before', 'after']
      WHEN 'transactions' THEN ARRAY['id', 'type', 'amount', 'from_wallet_id', 'to_wallet_id',
        'memo', 'initiator_id', 'idempotency_key', 'request_hash', 'links', 'created_at']
    END)
  ), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Secrets by declaration: every private configuration key is secret, so an event that kept a
-- private entry's value keeps it no longer (its kind of change stays). Done before the chain is
-- drawn, and recorded as an event of its own.
ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
--> statement-breakpoint
DO $$
DECLARE
  scrubbed int;
BEGIN
  UPDATE audit_events SET
    before = CASE WHEN before ? 'value' AND before->>'isPublic' = 'false'
      THEN jsonb_set(before, '{value}', '"[đã ẩn]"') ELSE before END,
    after = CASE WHEN after ? 'value' AND after->>'isPublic' = 'false'
      THEN jsonb_set(after, '{value}', CASE WHEN before IS NULL OR before->'value' IS DISTINCT FROM after->'value'
        THEN '"[đã thay đổi]"'::jsonb ELSE '"[đã ẩn]"'::jsonb END) ELSE after END
  WHERE resource LIKE 'config/%'
    AND ((before ? 'value' AND before->>'isPublic' = 'false'
          AND before->'value' NOT IN ('"[đã ẩn]"', '"[đã thay đổi]"'))
      OR (after ? 'value' AND after->>'isPublic' = 'false'
          AND after->'value' NOT IN ('"[đã ẩn]"', '"[đã thay đổi]"')));
  GET DIAGNOSTICS scrubbed = ROW_COUNT;
  IF scrubbed > 0 THEN
    INSERT INTO audit_events (resource, action, after)
      VALUES ('config/private', 'JOB scrub-config-secrets', jsonb_build_object('scrubbedEvents', scrubbed));
  END IF;
END $$;
--> statement-breakpoint
-- Every row there is, chained in id order.
ALTER TABLE transactions DISABLE TRIGGER transactions_append_only;
--> statement-breakpoint
DO $$
DECLARE
  chained text;
  item record;
  prev text;
  n bigint;
BEGIN
  SET LOCAL TimeZone = 'UTC';
  FOREACH chained IN ARRAY ARRAY['audit_events', 'transactions'] LOOP
    prev := '';
    n := 0;
    FOR item IN EXECUTE format('SELECT id, to_jsonb(t) AS content FROM %I t ORDER BY id', chained) LOOP
      n := n + 1;
      prev := evidence_link(chained, prev, item.content);
      EXECUTE format('UPDATE %I SET chain_seq = $1, chain_hash = $2 WHERE id = $3', chained)
        USING n, prev, item.id;
    END LOOP;
    INSERT INTO evidence_chain_heads (table_name, seq, hash) VALUES (chained, n, prev);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE transactions ENABLE TRIGGER transactions_append_only;
--> statement-breakpoint
ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;
--> statement-breakpoint
-- Each new row's link, in the writing transaction. Both heads are locked, always in this order,
-- so writers of either table (a posting writes both) join the chains one at a time, each after
-- the last to commit, and never wait on each other crosswise. A restore loads rows with the
-- links they were backed up with (`beli.restoring`), then checks them.
CREATE FUNCTION evidence_chain_link() RETURNS trigger
LANGUAGE plpgsql SET TimeZone = 'UTC' AS $$
DECLARE
  head evidence_chain_heads%ROWTYPE;
BEGIN
  IF current_setting('beli.restoring', true) = 'on' THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM evidence_chain_heads ORDER BY table_name FOR UPDATE;
  SELECT * INTO STRICT head FROM evidence_chain_heads WHERE table_name = TG_TABLE_NAME;
  NEW.chain_seq := head.seq + 1;
  NEW.chain_hash := evidence_link(TG_TABLE_NAME, head.hash, to_jsonb(NEW));
  UPDATE evidence_chain_heads SET seq = NEW.chain_seq, hash = NEW.chain_hash
    WHERE table_name = TG_TABLE_NAME;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION evidence_chain_link();
--> statement-breakpoint
CREATE TRIGGER transactions_chain BEFORE INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION evidence_chain_link();
--> statement-breakpoint
-- The first link out of line in a chained table: a row whose place or hash is not what the rows
-- before it make it (changed, removed or slipped in), or none.
CREATE FUNCTION evidence_chain_break(p_table text)
RETURNS TABLE (row_id int, row_seq bigint, expected_seq bigint, hash_matches boolean)
LANGUAGE plpgsql STABLE SET TimeZone = 'UTC' AS $$
BEGIN
  RETURN QUERY EXECUTE format($query$
    SELECT id, chain_seq, position, chain_hash = expected
    FROM (
      SELECT t.id, t.chain_seq, t.chain_hash, row_number() OVER w AS position,
             evidence_link(%L, coalesce(lag(t.chain_hash) OVER w, ''), to_jsonb(t)) AS expected
      FROM %I t WINDOW w AS (ORDER BY t.chain_seq, t.id)
    ) links
    WHERE chain_seq <> position OR chain_hash <> expected
    ORDER BY position LIMIT 1$query$, p_table, p_table);
END;
$$;
