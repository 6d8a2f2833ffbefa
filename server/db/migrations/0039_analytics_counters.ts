import { sql, type Kysely } from 'kysely';

// Analytics (server/analytics/analyticsRoutes.ts): the SPEC section 3 counters a browser sends
// with its events, the latest per browser; and the SPEC section 9 performance reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table analytics_counters (
    brand text not null,
    client_id text not null,
    auth_tries integer not null,
    last_auth_popup_at timestamptz,
    reg_tries integer not null,
    last_reg_at timestamptz,
    has_done boolean not null,
    social_data text,
    updated_at timestamptz not null default now(),
    primary key (brand, client_id))`.execute(db);
  await sql`create index analytics_counters_updated_idx on analytics_counters (updated_at)`.execute(
    db,
  );
  await sql`create table analytics_performance (
    id bigint generated always as identity primary key,
    brand text not null,
    client_id text not null,
    path text not null,
    ttfb_ms integer,
    dom_content_loaded_ms integer,
    load_ms integer,
    first_paint_ms integer,
    first_contentful_paint_ms integer,
    received_at timestamptz not null default now())`.execute(db);
  await sql`create index analytics_performance_received_idx on analytics_performance (received_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table analytics_performance`.execute(db);
  await sql`drop table analytics_counters`.execute(db);
}
