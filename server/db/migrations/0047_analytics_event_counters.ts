import { sql, type Kysely } from 'kysely';

// SPEC section 7 "analytics counters by domain and projectId": the counters of its domain an event
// was recorded under (server/analytics/analyticsRoutes.ts keeps only the brand's own counters of
// that domain), so the report can count per counter. A domain may have several counters, hence a
// row per event and counter; deleting an event (the retention sweep) deletes its rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table analytics_event_counters (
    event_id bigint not null references analytics_events (id) on delete cascade,
    counter_id text not null,
    domain text not null,
    primary key (event_id, counter_id))`.execute(db);
  await sql`create index analytics_event_counters_counter_idx on analytics_event_counters (counter_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table analytics_event_counters`.execute(db);
}
