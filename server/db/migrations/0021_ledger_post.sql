-- A posting in one statement (server/modules/wallets/postingStatements.ts calls it): the wallets
-- stay locked only while it runs, never across a round trip to the API. Each statement below
-- takes its own snapshot (a VOLATILE function's do, under READ COMMITTED), so the balances it
-- checks and moves are the locked rows' latest, not the ones of the moment the call began.
-- Outcomes: 'earlier' (the key already made `earlier`; nothing locked or written), 'posted',
-- or a refusal the API words: 'missing_wallet', 'insufficient', 'out_of_range'.
CREATE FUNCTION ledger_post(
  p_type transaction_type, p_amount bigint, p_from int, p_to int, p_memo text,
  p_initiator int, p_key text, p_hash text, p_links jsonb
) RETURNS TABLE (outcome text, posted_id int, posted_at text, earlier json)
LANGUAGE plpgsql AS $$
DECLARE
  max_amount CONSTANT bigint := 9007199254740991; -- MAX_AMOUNT: what a JavaScript number holds exactly
  locked wallets%ROWTYPE;
  sender wallets%ROWTYPE;
  recipient wallets%ROWTYPE;
  posted transactions%ROWTYPE;
BEGIN
  -- `=` or `is null`, not `is not distinct from`: only these two can use the unique index. A
  -- same-key posting committed after this read makes the insert below fail (unique), and the
  -- API runs the call again.
  IF p_initiator IS NULL THEN
    SELECT row_to_json(t) INTO earlier FROM transactions t
      WHERE t.initiator_id IS NULL AND t.idempotency_key = p_key;
  ELSE
    SELECT row_to_json(t) INTO earlier FROM transactions t
      WHERE t.initiator_id = p_initiator AND t.idempotency_key = p_key;
  END IF;
  IF earlier IS NOT NULL THEN
    RETURN QUERY SELECT 'earlier', NULL::int, NULL::text, earlier;
    RETURN;
  END IF;

  -- In id order, as every posting and hold settlement locks them: no two wait crosswise.
  FOR locked IN SELECT * FROM wallets w WHERE w.id IN (p_from, p_to) ORDER BY w.id FOR UPDATE LOOP
    IF locked.id = p_from THEN sender := locked; ELSE recipient := locked; END IF;
  END LOOP;
  IF sender.id IS NULL OR recipient.id IS NULL THEN
    RETURN QUERY SELECT 'missing_wallet', NULL::int, NULL::text, NULL::json;
    RETURN;
  END IF;
  -- Money a pending hold keeps aside is not the sender's to spend.
  IF NOT sender.allow_negative AND sender.balance - sender.held < p_amount THEN
    RETURN QUERY SELECT 'insufficient', NULL::int, NULL::text, NULL::json;
    RETURN;
  END IF;
  -- Written as differences, which cannot overflow.
  IF p_amount > max_amount - recipient.balance OR p_amount > max_amount + sender.balance THEN
    RETURN QUERY SELECT 'out_of_range', NULL::int, NULL::text, NULL::json;
    RETURN;
  END IF;

  INSERT INTO transactions AS t
      (type, amount, from_wallet_id, to_wallet_id, memo, initiator_id, idempotency_key,
       request_hash, links)
    VALUES (p_type, p_amount, p_from, p_to, p_memo, p_initiator, p_key, p_hash, p_links)
    RETURNING t.* INTO posted;
  UPDATE wallets w SET balance = w.balance - p_amount, version = w.version + 1
    WHERE w.id = p_from RETURNING w.* INTO sender;
  UPDATE wallets w SET balance = w.balance + p_amount, version = w.version + 1
    WHERE w.id = p_to RETURNING w.* INTO recipient;
  -- The debit's entry first, as it always was.
  INSERT INTO ledger_entries (transaction_id, wallet_id, amount, balance_after, wallet_version)
    VALUES (posted.id, p_from, -p_amount, sender.balance, sender.version),
           (posted.id, p_to, p_amount, recipient.balance, recipient.version);
  -- The time as JavaScript writes a Date in JSON (milliseconds, UTC), for the answer and the audit.
  RETURN QUERY SELECT 'posted', posted.id,
    to_char(posted.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NULL::json;
END;
$$;
