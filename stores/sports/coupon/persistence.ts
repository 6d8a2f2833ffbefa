// The coupon kept locally (SPEC section 3 "Coupon kept locally"): the bets, their type and
// system value under one key, and how they are arranged (bankers, blocks) under another.
import { isCouponTypeId, type CouponTypeId } from '../../../domain/coupon';
import { readStoredObject, writeStoredObject, type KeyValueStorage } from '../preferences';
import { isCouponBet } from './bets';
import {
  COUPON_BLOCKS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  MIN_SYSTEM_VALUE,
  type CouponBet,
} from './types';

/** What is written: the bets in order and how they are arranged. */
export interface StoredCoupon {
  bets: CouponBet[];
  addedAtByBetId: Record<number, number>;
  typeId: CouponTypeId;
  systemValue: number;
  isActiveSystemBanker: boolean;
  bankerIds: number[];
  blockByBetId: Record<number, number>;
}

/** What is read back: the parts that were there and looked right. */
export interface RestoredCoupon {
  bets: CouponBet[];
  addedAtByBetId: Record<number, number>;
  typeId: CouponTypeId | null;
  systemValue: number | null;
  isActiveSystemBanker: boolean;
  bankerIds: number[];
  blockByBetId: Record<number, number>;
}

export function writeCoupon(storage: KeyValueStorage | undefined, coupon: StoredCoupon): void {
  writeStoredObject(storage, COUPON_STORAGE_KEY, {
    bets: coupon.bets,
    addedAtByBetId: coupon.addedAtByBetId,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
  });
  writeStoredObject(storage, COUPON_BLOCKS_STORAGE_KEY, {
    isActiveSystemBanker: coupon.isActiveSystemBanker,
    bankerIds: coupon.bankerIds,
    blockByBetId: coupon.blockByBetId,
  });
}

/** Reads the coupon kept locally; bets that do not look like bets are left out. */
export function readCoupon(storage: KeyValueStorage | undefined): RestoredCoupon {
  const saved = readStoredObject(storage, COUPON_STORAGE_KEY);
  const candidates = Array.isArray(saved.bets) ? saved.bets.filter(isCouponBet) : [];
  const addedAt = (saved.addedAtByBetId ?? {}) as Record<string, unknown>;
  const ids = new Set<number>();
  const bets: CouponBet[] = [];
  const addedAtByBetId: Record<number, number> = {};
  for (const bet of candidates) {
    if (ids.has(bet.id)) continue;
    ids.add(bet.id);
    bets.push(bet);
    const at = addedAt[String(bet.id)];
    addedAtByBetId[bet.id] = typeof at === 'number' && Number.isFinite(at) ? at : 0;
  }
  const systemValue =
    Number.isInteger(saved.systemValue) && (saved.systemValue as number) >= MIN_SYSTEM_VALUE
      ? (saved.systemValue as number)
      : null;
  const arranged = readStoredObject(storage, COUPON_BLOCKS_STORAGE_KEY);
  const bankerIds = Array.isArray(arranged.bankerIds)
    ? arranged.bankerIds.filter((id): id is number => Number.isInteger(id) && ids.has(id as number))
    : [];
  const blockByBetId: Record<number, number> = {};
  const blocks = arranged.blockByBetId;
  if (blocks !== null && typeof blocks === 'object' && !Array.isArray(blocks)) {
    for (const [id, block] of Object.entries(blocks as Record<string, unknown>)) {
      if (ids.has(Number(id)) && Number.isInteger(block) && (block as number) >= 1) {
        blockByBetId[Number(id)] = block as number;
      }
    }
  }
  return {
    bets,
    addedAtByBetId,
    typeId: isCouponTypeId(saved.typeId) ? saved.typeId : null,
    systemValue,
    isActiveSystemBanker: arranged.isActiveSystemBanker === true,
    bankerIds,
    blockByBetId,
  };
}
