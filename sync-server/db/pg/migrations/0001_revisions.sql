-- Revision numbers on PostgreSQL without one hot row. The design, and why a device's cursor never
-- skips a committed row, is explained at the top of sync-server/db/revision.ts.
-- CACHE 1 (the default) matters: last_value must be the highest number handed out to anyone.
CREATE SEQUENCE "revision_seq" AS bigint CACHE 1;
--> statement-breakpoint
-- Takes n consecutive revision numbers and returns the first. Call it inside the write's
-- transaction. The gate (session advisory lock 7301/0) is held shared by every allocation from
-- nextval until its transaction lock is taken, exclusively by an allocation of n > 1 (so nothing
-- is taken between its nextval and setval) and by gp_revision_watermark. The transaction lock
-- (the bigint key of the first number taken in this transaction) is held until it commits or
-- aborts; later numbers of the same transaction are larger, so that one lock covers them.
CREATE FUNCTION "gp_take_revisions"(n integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  first bigint;
  covered boolean := coalesce(current_setting('gp.revision_floor', true), '') <> '';
BEGIN
  IF n IS NULL OR n < 1 THEN
    RAISE EXCEPTION 'gp_take_revisions: n must be at least 1, got %', n;
  END IF;
  IF n = 1 THEN
    PERFORM pg_advisory_lock_shared(7301, 0);
  ELSE
    PERFORM pg_advisory_lock(7301, 0);
  END IF;
  BEGIN
    first := nextval('revision_seq');
    IF n > 1 THEN
      PERFORM setval('revision_seq', first + n - 1);
    END IF;
    IF NOT covered THEN
      PERFORM pg_advisory_xact_lock(first);
      PERFORM set_config('gp.revision_floor', first::text, true);
    END IF;
  EXCEPTION WHEN OTHERS OR query_canceled THEN
    -- A session lock outlives the transaction: never leave the gate closed on a pooled connection.
    IF n = 1 THEN
      PERFORM pg_advisory_unlock_shared(7301, 0);
    ELSE
      PERFORM pg_advisory_unlock(7301, 0);
    END IF;
    RAISE;
  END;
  IF n = 1 THEN
    PERFORM pg_advisory_unlock_shared(7301, 0);
  ELSE
    PERFORM pg_advisory_unlock(7301, 0);
  END IF;
  RETURN first;
END;
$$;
--> statement-breakpoint
-- The highest revision below which every transaction that took a number has ended: least(the
-- last number handed out, the smallest number still locked by a running transaction - 1). The
-- gate, taken exclusively, waits only for allocations in progress (microseconds), so no number
-- is handed out yet unlocked while it reads. Only revisions use bigint advisory keys here.
CREATE FUNCTION "gp_revision_watermark"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  last bigint;
  called boolean;
  oldest bigint;
BEGIN
  PERFORM pg_advisory_lock(7301, 0);
  BEGIN
    SELECT last_value, is_called INTO last, called FROM "revision_seq";
    SELECT min((l.classid::bigint << 32) | l.objid::bigint) INTO oldest
      FROM pg_locks l
     WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database());
  EXCEPTION WHEN OTHERS OR query_canceled THEN
    PERFORM pg_advisory_unlock(7301, 0);
    RAISE;
  END;
  PERFORM pg_advisory_unlock(7301, 0);
  IF NOT called THEN
    last := 0;
  END IF;
  IF oldest IS NULL THEN
    RETURN last;
  END IF;
  RETURN least(last, oldest - 1);
END;
$$;
