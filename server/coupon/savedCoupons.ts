// Coupons shared by code (SPEC section 3 "Coupon state": loadCouponInputValue; "Coupon kept
// locally": bets, typeId, systemValue). Only the selections are saved; loading prices them from
// the current state, and bets whose game or outcome is gone are left out and counted.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isLiveBetOn } from '../../domain/sports/liveRule';
import type { DatabaseSchema } from '../db/schema';
import { sportsNames, type SportsLanguage } from '../sports/i18n';
import type { SportsState } from '../sports/state/sportsState';
import { findOutcome } from './placement';

/** A-Z and 2-9 without the look-alikes I, O, 0 and 1. */
export const SAVED_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SAVED_CODE_LENGTH = 8;
const MAX_CODE_ATTEMPTS = 5;

export interface SavedBet {
  outcomeId: number;
  gameId: number;
}

export interface SaveCouponInput {
  typeId: number;
  systemValue?: number;
  bets: SavedBet[];
}

export function newSavedCode(): string {
  let code = '';
  for (let i = 0; i < SAVED_CODE_LENGTH; i++) {
    code += SAVED_CODE_ALPHABET[randomInt(SAVED_CODE_ALPHABET.length)];
  }
  return code;
}

/** Stores the selections under a new code (a taken code is drawn again). */
export async function saveCoupon(
  db: Kysely<DatabaseSchema>,
  input: SaveCouponInput,
): Promise<string> {
  // The same selection twice is one bet.
  const seen = new Set<number>();
  const bets = input.bets
    .filter((b) => (seen.has(b.outcomeId) ? false : (seen.add(b.outcomeId), true)))
    .map((b) => ({ outcomeId: b.outcomeId, gameId: b.gameId }));
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = newSavedCode();
    const inserted = await db
      .insertInto('saved_coupons')
      .values({
        code,
        type_id: input.typeId,
        system_value: input.systemValue ?? null,
        bets: JSON.stringify(bets),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return inserted.code;
  }
  throw new Error('No free saved-coupon code after several attempts');
}

export interface LoadedBet {
  outcomeId: number;
  outcomeTypeId: number;
  gameId: number;
  coef: number;
  isBlocked: boolean;
  outcomeName: string;
  marketId: number;
  marketTypeId: number;
  marketKind: number;
  marketName: string;
  param?: number;
  period?: number;
  blockId: number;
  isBannedExpress: boolean;
  isLive: boolean;
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
  gameNumber: number;
  permanentId: number;
  status: number;
  startAt: number;
  timeSec: number | null;
  opponents: { id: number; name: string; nameEn: string }[];
  score: { full: string; formatted: string };
}

export interface LoadedCoupon {
  typeId: number;
  systemValue: number | null;
  bets: LoadedBet[];
  /** Saved bets left out: their game finished and left, or the outcome is no longer offered. */
  missingCount: number;
}

/** The saved coupon priced now, names in `language`; undefined for an unknown code. */
export async function loadCoupon(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  code: string,
  language: SportsLanguage,
): Promise<LoadedCoupon | undefined> {
  const row = await db
    .selectFrom('saved_coupons')
    .select(['type_id', 'system_value', 'bets'])
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) return undefined;
  const names = sportsNames(language);
  const sports = new Map(state.catalog.sports.map((s) => [s.id, s]));
  const champs = new Map(state.catalog.championships.map((c) => [c.id, c]));
  const bets: LoadedBet[] = [];
  for (const saved of row.bets) {
    const stateGame = state.game(saved.gameId);
    if (!stateGame || stateGame.isFinished) continue;
    const game = names.game(stateGame);
    const found = findOutcome(game, saved.outcomeId);
    const sport = sports.get(game.sportId);
    const champ = champs.get(game.champId);
    if (!found || !sport || !champ) continue;
    const { market, outcome } = found;
    bets.push({
      outcomeId: outcome.id,
      outcomeTypeId: outcome.typeId,
      gameId: game.id,
      coef: outcome.coef,
      isBlocked: outcome.isBlocked,
      outcomeName: outcome.name,
      marketId: market.id,
      marketTypeId: market.typeId,
      marketKind: market.kind,
      marketName: market.name,
      ...(market.param !== undefined ? { param: market.param } : {}),
      ...(market.period !== undefined ? { period: market.period } : {}),
      blockId: market.blockId,
      isBannedExpress: market.isBannedExpress,
      isLive: isLiveBetOn(game, market),
      sportId: game.sportId,
      sportName: names.sport(sport).name,
      champId: game.champId,
      champName: names.champ(champ).name,
      gameNumber: game.number,
      permanentId: game.permanentId,
      status: game.status,
      startAt: game.startAt,
      timeSec: game.timeSec,
      opponents: game.opponents.map((o) => ({ id: o.id, name: o.name, nameEn: o.nameEn })),
      score: { full: game.score.full, formatted: game.score.formatted },
    });
  }
  return {
    typeId: row.type_id,
    systemValue: row.system_value,
    bets,
    missingCount: row.bets.length - bets.length,
  };
}
