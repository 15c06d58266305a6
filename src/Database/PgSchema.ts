/**
 * The PostgreSQL tables of every shared piece of state (DATABASE_URL), as
 * ordered migrations. Applied at start-up by whichever instance gets the
 * migration lock first; the others wait and find them applied. Append new
 * migrations and keep them forward-compatible within a minor version (add
 * columns and tables; never drop or rename what a running older instance
 * still reads), so instances can be rolled one at a time.
 */
export interface PgMigration {
  readonly version: number
  readonly name: string
  readonly statements: ReadonlyArray<string>
}

export const PG_MIGRATIONS: ReadonlyArray<PgMigration> = [
  {
    version: 1,
    name: "monitoring store, quota counters, admission, leases, limiter, cache, settings",
    statements: [
      // ── monitoring (same columns as the SQLite store; `seq` keeps insertion order) ──
      `CREATE TABLE watches (
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        enabled BOOLEAN NOT NULL,
        trademark_id TEXT,
        mark_name TEXT,
        jurisdictions TEXT NOT NULL,
        nice_classes TEXT NOT NULL,
        similarity_threshold DOUBLE PRECISION NOT NULL,
        deadline_days_ahead INTEGER NOT NULL,
        webhook_url TEXT,
        created_at TEXT NOT NULL,
        last_checked_at TEXT
      )`,
      `CREATE INDEX watches_by_owner ON watches (owner, created_at, seq)`,
      `CREATE TABLE watch_snapshots (
        watch_id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
      `CREATE TABLE events (
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        watch_id TEXT NOT NULL,
        type TEXT NOT NULL,
        severity TEXT NOT NULL,
        detected_at TEXT NOT NULL,
        summary TEXT NOT NULL,
        details TEXT NOT NULL,
        acknowledged BOOLEAN NOT NULL,
        webhook_delivered BOOLEAN NOT NULL
      )`,
      `CREATE INDEX events_by_owner ON events (owner, detected_at)`,
      `CREATE INDEX events_by_watch ON events (watch_id, detected_at)`,
      `CREATE INDEX events_by_time ON events (detected_at)`,
      `CREATE TABLE webhooks (
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        event_types TEXT NOT NULL,
        enabled BOOLEAN NOT NULL,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX webhooks_by_owner ON webhooks (owner, created_at, seq)`,
      `CREATE TABLE webhook_secrets (
        webhook_id TEXT PRIMARY KEY,
        secret TEXT NOT NULL
      )`,
      `CREATE TABLE deliveries (
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        webhook_id TEXT,
        watch_id TEXT,
        url TEXT NOT NULL,
        event_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        max_attempts INTEGER NOT NULL,
        http_status INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        first_attempt_at TEXT,
        last_attempt_at TEXT,
        next_attempt_at TEXT,
        message_id TEXT NOT NULL,
        lease_until TEXT
      )`,
      `CREATE INDEX deliveries_due ON deliveries (next_attempt_at, seq) WHERE status IN ('pending', 'retrying')`,
      `CREATE INDEX deliveries_by_owner ON deliveries (owner, created_at)`,
      `CREATE INDEX deliveries_by_webhook ON deliveries (webhook_id)`,
      `CREATE INDEX deliveries_by_watch ON deliveries (watch_id)`,

      // ── quotas: one row per key and period (UTC day 'YYYY-MM-DD' / month 'YYYY-MM') ──
      `CREATE TABLE quota_usage (
        key_id TEXT NOT NULL,
        period TEXT NOT NULL,
        period_start TEXT NOT NULL,
        calls BIGINT NOT NULL,
        PRIMARY KEY (key_id, period, period_start)
      )`,

      // Check-and-count in one call: the key's advisory lock serialises callers on every
      // instance, and each statement in a plpgsql function sees what the previous holder committed.
      `CREATE FUNCTION ipdata_consume(p_key TEXT, p_units BIGINT, p_daily BIGINT, p_monthly BIGINT, p_day TEXT, p_month TEXT)
      RETURNS TABLE (exceeded TEXT, daily BIGINT, monthly BIGINT) LANGUAGE plpgsql AS $$
      DECLARE d BIGINT; m BIGINT;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('ipdata:key:' || p_key));
        SELECT COALESCE(SUM(q.calls) FILTER (WHERE q.period = 'day'), 0), COALESCE(SUM(q.calls) FILTER (WHERE q.period = 'month'), 0)
          INTO d, m FROM quota_usage q
          WHERE q.key_id = p_key AND ((q.period = 'day' AND q.period_start = p_day) OR (q.period = 'month' AND q.period_start = p_month));
        IF p_daily > 0 AND d + p_units > p_daily THEN RETURN QUERY SELECT 'daily'::TEXT, d, m; RETURN; END IF;
        IF p_monthly > 0 AND m + p_units > p_monthly THEN RETURN QUERY SELECT 'monthly'::TEXT, d, m; RETURN; END IF;
        IF p_units > 0 THEN
          INSERT INTO quota_usage AS q (key_id, period, period_start, calls) VALUES (p_key, 'day', p_day, p_units), (p_key, 'month', p_month, p_units)
            ON CONFLICT (key_id, period, period_start) DO UPDATE SET calls = q.calls + excluded.calls;
        END IF;
        RETURN QUERY SELECT NULL::TEXT, d + p_units, m + p_units;
      END $$`,

      // ── admission: token buckets (levels in token-milliseconds, as TokenBucket.ts) and in-flight slots ──
      `CREATE TABLE admission_buckets (
        key_id TEXT PRIMARY KEY,
        sustained_level BIGINT,
        sustained_at BIGINT,
        burst_level BIGINT,
        burst_at BIGINT
      )`,
      // A slot per request in flight; it expires unless its instance renews it, so a crashed instance's slots come back.
      `CREATE TABLE admission_slots (
        slot_id TEXT PRIMARY KEY,
        key_id TEXT NOT NULL,
        holder TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX admission_slots_by_key ON admission_slots (key_id, expires_at_ms)`,
      `CREATE INDEX admission_slots_by_holder ON admission_slots (holder)`,
      // The whole admission of one request in one call: the same rules as Access/Admission.ts blockersOf.
      `CREATE FUNCTION ipdata_admit(p_key TEXT, p_units BIGINT, p_daily BIGINT, p_monthly BIGINT, p_day TEXT, p_month TEXT,
          p_concurrent BIGINT, p_sustained BIGINT, p_burst BIGINT, p_now BIGINT, p_slot TEXT, p_holder TEXT, p_lease_ms BIGINT)
      RETURNS TABLE (admitted BOOLEAN, daily BIGINT, monthly BIGINT, in_flight BIGINT,
          sustained_level BIGINT, sustained_at BIGINT, burst_level BIGINT, burst_at BIGINT) LANGUAGE plpgsql AS $$
      DECLARE
        d BIGINT; m BIGINT; f BIGINT; sl BIGINT; sa BIGINT; bl BIGINT; ba BIGINT;
        blocked BOOLEAN := FALSE;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('ipdata:key:' || p_key));
        DELETE FROM admission_slots s WHERE s.key_id = p_key AND s.expires_at_ms <= p_now;
        SELECT COUNT(*) INTO f FROM admission_slots s WHERE s.key_id = p_key;
        SELECT COALESCE(SUM(q.calls) FILTER (WHERE q.period = 'day'), 0), COALESCE(SUM(q.calls) FILTER (WHERE q.period = 'month'), 0)
          INTO d, m FROM quota_usage q
          WHERE q.key_id = p_key AND ((q.period = 'day' AND q.period_start = p_day) OR (q.period = 'month' AND q.period_start = p_month));
        SELECT b.sustained_level, b.sustained_at, b.burst_level, b.burst_at INTO sl, sa, bl, ba FROM admission_buckets b WHERE b.key_id = p_key;
        IF p_sustained > 0 THEN
          IF sl IS NULL THEN sl := p_sustained * 3600000; sa := p_now;
          ELSE sl := LEAST(p_sustained * 3600000, sl + GREATEST(0, p_now - sa) * p_sustained); sa := GREATEST(p_now, sa); END IF;
        ELSE sl := NULL; sa := NULL; END IF;
        IF p_burst > 0 THEN
          IF bl IS NULL THEN bl := p_burst * 1000; ba := p_now;
          ELSE bl := LEAST(p_burst * 1000, bl + GREATEST(0, p_now - ba) * p_burst); ba := GREATEST(p_now, ba); END IF;
        ELSE bl := NULL; ba := NULL; END IF;
        IF p_concurrent > 0 AND f >= p_concurrent THEN blocked := TRUE; END IF;
        IF p_units > 0 THEN
          IF p_sustained > 0 AND (p_units > p_sustained OR p_units * 3600000 > sl) THEN blocked := TRUE; END IF;
          IF p_burst > 0 AND (p_units > p_burst OR p_units * 1000 > bl) THEN blocked := TRUE; END IF;
          IF p_daily > 0 AND d + p_units > p_daily THEN blocked := TRUE; END IF;
          IF p_monthly > 0 AND m + p_units > p_monthly THEN blocked := TRUE; END IF;
        END IF;
        IF NOT blocked THEN
          IF p_units > 0 THEN
            INSERT INTO quota_usage AS q (key_id, period, period_start, calls) VALUES (p_key, 'day', p_day, p_units), (p_key, 'month', p_month, p_units)
              ON CONFLICT (key_id, period, period_start) DO UPDATE SET calls = q.calls + excluded.calls;
          END IF;
          INSERT INTO admission_buckets AS b (key_id, sustained_level, sustained_at, burst_level, burst_at)
            VALUES (p_key, sl - p_units * 3600000, sa, bl - p_units * 1000, ba)
            ON CONFLICT (key_id) DO UPDATE SET sustained_level = excluded.sustained_level, sustained_at = excluded.sustained_at,
              burst_level = excluded.burst_level, burst_at = excluded.burst_at;
          INSERT INTO admission_slots (slot_id, key_id, holder, expires_at_ms) VALUES (p_slot, p_key, p_holder, p_now + p_lease_ms);
        END IF;
        RETURN QUERY SELECT NOT blocked, d, m, f, sl, sa, bl, ba;
      END $$`,

      // ── upstream request slots per office (GCRA theoretical arrival time, in ms) ──
      `CREATE TABLE upstream_slots (
        key TEXT PRIMARY KEY,
        tat_ms DOUBLE PRECISION NOT NULL
      )`,

      // ── settings every instance shares (e.g. the search cursor signing key when CURSOR_SECRET is unset) ──
      `CREATE TABLE cluster_settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )`,

      // ── the answer cache's shared second level (key: sha256 of category and key) ──
      `CREATE TABLE answer_cache (
        key TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        value TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX answer_cache_by_expiry ON answer_cache (expires_at_ms)`,

      // ── leader leases (the watch scheduler) ──
      `CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`
    ]
  },
  {
    version: 2,
    name: "answer cache claims: one office call for identical misses on several instances",
    statements: [
      // One row per entry being computed; it expires unless its instance renews it (a crash frees it).
      `CREATE TABLE answer_claims (
        key TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`
    ]
  }
]
