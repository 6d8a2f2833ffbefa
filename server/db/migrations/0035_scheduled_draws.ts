import { sql, type Kysely } from 'kysely';

// The money wheel's draw and bet tables (0034) become the built-in provider's scheduled draws of
// any game that plays on a shared schedule (SPEC section 2: the money wheel, bingo, virtual
// football; server/casino/builtin/scheduledRounds.ts): a draw is keyed by its game and number, and
// its outcome is the game's list of numbers (the wheel's [segment], bingo's balls, a match's
// score) instead of the wheel's one segment. The wheel's rows keep their numbers and outcomes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table builtin_wheel_bets drop constraint builtin_wheel_bets_draw_no_fkey`.execute(
    db,
  );
  await sql`alter table builtin_wheel_draws rename to builtin_scheduled_draws`.execute(db);
  await sql`alter table builtin_scheduled_draws add column game text not null default 'money-wheel'`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_draws add column outcome jsonb`.execute(db);
  await sql`update builtin_scheduled_draws set outcome = jsonb_build_array(segment) where segment is not null`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_draws drop column segment`.execute(db);
  await sql`alter table builtin_scheduled_draws drop constraint builtin_wheel_draws_pkey`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_draws add primary key (game, draw_no)`.execute(db);
  await sql`alter table builtin_scheduled_draws alter column game drop default`.execute(db);

  await sql`alter table builtin_wheel_bets rename to builtin_scheduled_bets`.execute(db);
  await sql`alter table builtin_scheduled_bets add column game text not null default 'money-wheel'`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_bets alter column game drop default`.execute(db);
  await sql`alter table builtin_scheduled_bets add constraint builtin_scheduled_bets_draw_fkey foreign key (game, draw_no) references builtin_scheduled_draws (game, draw_no) on delete cascade`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from builtin_scheduled_bets where game <> 'money-wheel'`.execute(db);
  await sql`delete from builtin_scheduled_draws where game <> 'money-wheel'`.execute(db);
  await sql`alter table builtin_scheduled_bets drop constraint builtin_scheduled_bets_draw_fkey`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_bets drop column game`.execute(db);
  await sql`alter table builtin_scheduled_bets rename to builtin_wheel_bets`.execute(db);
  await sql`alter table builtin_scheduled_draws drop constraint builtin_scheduled_draws_pkey`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_draws add column segment integer`.execute(db);
  await sql`update builtin_scheduled_draws set segment = (outcome->>0)::integer where outcome is not null`.execute(
    db,
  );
  await sql`alter table builtin_scheduled_draws drop column outcome`.execute(db);
  await sql`alter table builtin_scheduled_draws drop column game`.execute(db);
  await sql`alter table builtin_scheduled_draws rename to builtin_wheel_draws`.execute(db);
  await sql`alter table builtin_wheel_draws add constraint builtin_wheel_draws_pkey primary key (draw_no)`.execute(
    db,
  );
  await sql`alter table builtin_wheel_bets add constraint builtin_wheel_bets_draw_no_fkey foreign key (draw_no) references builtin_wheel_draws (draw_no) on delete cascade`.execute(
    db,
  );
}
