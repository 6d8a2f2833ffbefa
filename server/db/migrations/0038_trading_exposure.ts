import { sql, type Kysely } from 'kysely';

// The trading desk's liability (server/trading/liability.ts, docs/back-office.md "Trading").
//
// Per event: `trading_exposure` holds signed deltas (game, currency, coupons, stakes, liability)
// whose sums are the events' figures. Triggers keep it in the very transactions that change a
// coupon or its legs (placement, settlement, cash-out, resettlement, and any later path): a coupon
// counts while it is open and none of its legs has lost; `coupons.exposure_counted` says whether
// its contribution is in the sums, and the trigger adds or takes it off (once for each game of its
// legs) when that changes. Writers only insert rows (no row is updated, so bets never wait on one
// another for it); server/trading/liability.ts folds the rows into one a game and currency now and
// then, in one statement, which readers see whole or not at all.
//
// Per outcome and the largest coupons of an event: read from the legs, by two indexes: the lost
// legs (a partial index, probed once a coupon) and the legs by game and coupon.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index coupon_legs_lost_idx on coupon_legs (coupon_id) where result = 'lost'`.execute(
    db,
  );
  await sql`create index coupon_legs_game_coupon_idx on coupon_legs (game_id, coupon_id)`.execute(
    db,
  );

  await sql`create table trading_exposure (
    id bigint generated always as identity primary key,
    game_id bigint not null,
    currency_id integer not null,
    coupons bigint not null,
    stakes bigint not null,
    liability bigint not null)`.execute(db);
  await sql`alter table coupons add column exposure_counted boolean not null default false`.execute(
    db,
  );
  // The coupons open now.
  await sql`update coupons c set exposure_counted = true where c.status = 'open' and not exists (
    select 1 from coupon_legs x where x.coupon_id = c.id and x.result = 'lost')`.execute(db);
  await sql`insert into trading_exposure (game_id, currency_id, coupons, stakes, liability)
    select l.game_id, c.currency_id, count(*), sum(c.amount), sum(c.possible_win - c.amount)
    from coupons c join (select distinct coupon_id, game_id from coupon_legs) l on l.coupon_id = c.id
    where c.exposure_counted group by l.game_id, c.currency_id`.execute(db);

  // Adds or takes off one coupon's contribution, from its row and legs as they are now.
  await sql`create function trading_exposure_sync(coupon bigint) returns void
    language plpgsql as $$
    declare
      c record;
      live boolean;
      sign integer;
    begin
      select id, status, currency_id, amount, possible_win, exposure_counted into c
        from coupons where id = coupon;
      if not found then return; end if;
      live := c.status = 'open' and not exists (
        select 1 from coupon_legs x where x.coupon_id = coupon and x.result = 'lost');
      if live = c.exposure_counted then return; end if;
      sign := case when live then 1 else -1 end;
      insert into trading_exposure (game_id, currency_id, coupons, stakes, liability)
        select g.game_id, c.currency_id, sign, sign * c.amount, sign * (c.possible_win - c.amount)
        from (select distinct game_id from coupon_legs where coupon_id = coupon) g;
      update coupons set exposure_counted = live where id = coupon;
    end $$`.execute(db);

  // Legs inserted or updated (a statement's rows in the transition table n).
  await sql`create function trading_exposure_legs() returns trigger
    language plpgsql as $$
    declare
      c record;
    begin
      if tg_op = 'INSERT' then
        -- Legs added to a coupon counted already: its contribution over the games it had comes
        -- off, and the sync below adds it over all of them.
        for c in select k.id, k.currency_id, k.amount, k.possible_win from coupons k
          where k.exposure_counted and k.id in (select coupon_id from n) order by k.id loop
          insert into trading_exposure (game_id, currency_id, coupons, stakes, liability)
            select g.game_id, c.currency_id, -1, -c.amount, c.amount - c.possible_win
            from (select distinct game_id from coupon_legs
              where coupon_id = c.id and id not in (select id from n)) g;
          update coupons set exposure_counted = false where id = c.id;
        end loop;
      end if;
      for c in select distinct coupon_id from n order by coupon_id loop
        perform trading_exposure_sync(c.coupon_id);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`create trigger coupon_legs_exposure_insert after insert on coupon_legs
    referencing new table as n for each statement execute function trading_exposure_legs()`.execute(
    db,
  );
  await sql`create trigger coupon_legs_exposure_update after update on coupon_legs
    referencing new table as n for each statement execute function trading_exposure_legs()`.execute(
    db,
  );

  // A coupon's status, stake or possible win changed: the old contribution comes off, the new
  // one (if it still counts) goes on.
  await sql`create function trading_exposure_coupon() returns trigger
    language plpgsql as $$
    begin
      if old.exposure_counted then
        insert into trading_exposure (game_id, currency_id, coupons, stakes, liability)
          select g.game_id, old.currency_id, -1, -old.amount, old.amount - old.possible_win
          from (select distinct game_id from coupon_legs where coupon_id = old.id) g;
        update coupons set exposure_counted = false where id = old.id;
      end if;
      perform trading_exposure_sync(new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger coupons_exposure after update of status, amount, possible_win,
    currency_id on coupons for each row
    when (old.status is distinct from new.status or old.amount is distinct from new.amount
      or old.possible_win is distinct from new.possible_win
      or old.currency_id is distinct from new.currency_id)
    execute function trading_exposure_coupon()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger coupons_exposure on coupons`.execute(db);
  await sql`drop trigger coupon_legs_exposure_update on coupon_legs`.execute(db);
  await sql`drop trigger coupon_legs_exposure_insert on coupon_legs`.execute(db);
  await sql`drop function trading_exposure_coupon()`.execute(db);
  await sql`drop function trading_exposure_legs()`.execute(db);
  await sql`drop function trading_exposure_sync(bigint)`.execute(db);
  await sql`alter table coupons drop column exposure_counted`.execute(db);
  await sql`drop table trading_exposure`.execute(db);
  await sql`drop index coupon_legs_game_coupon_idx`.execute(db);
  await sql`drop index coupon_legs_lost_idx`.execute(db);
}
