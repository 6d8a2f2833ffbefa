import { describe, expect, it } from 'vitest';
import {
  DESK_PAGE_SIZE,
  matchesSearch,
  pageOf,
  reasonOf,
  secondsOfLocalInput,
} from '../../../app/studio/desk/deskModel';
import { phaseOf } from '../../../app/studio/access/maintenancePhase';
import { promoPhase } from '../../../domain/bonus/promoCodes';
import { StudioRefusal } from '../../../app/studio/studioApi';

describe('the operator desk', () => {
  it('cuts a list into pages and clamps a page past either end', () => {
    const items = Array.from({ length: 2 * DESK_PAGE_SIZE + 3 }, (_, i) => i);
    expect(pageOf(items, 0)).toMatchObject({ page: 0, pages: 3 });
    expect(pageOf(items, 0).rows).toEqual(items.slice(0, DESK_PAGE_SIZE));
    expect(pageOf(items, 2).rows).toEqual(items.slice(2 * DESK_PAGE_SIZE));
    expect(pageOf(items, 9)).toMatchObject({ page: 2, rows: items.slice(2 * DESK_PAGE_SIZE) });
    expect(pageOf(items, -4).page).toBe(0);
    expect(pageOf([], 3)).toEqual({ rows: [], page: 0, pages: 1 });
    expect(pageOf([1, 2, 3], 1, 2).rows).toEqual([3]);
  });

  it('searches any field, any case, and an empty search matches everything', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('  ', [])).toBe(true);
    expect(matchesSearch('PROMO/old', ['promo/old/*', 'x'])).toBe(true);
    expect(matchesSearch('ru', [null, undefined, 'GB'])).toBe(false);
    expect(matchesSearch('12', [3, 412])).toBe(true);
  });

  it("reads a refusal's reason and calls anything else a server error", () => {
    expect(reasonOf(new StudioRefusal(409, 'appeal_answered'))).toBe('appeal_answered');
    expect(reasonOf(new Error('boom'))).toBe('server_error');
  });

  it('reads a datetime-local value as epoch seconds, empty or broken as none', () => {
    expect(secondsOfLocalInput('')).toBeNull();
    expect(secondsOfLocalInput('not a time')).toBeNull();
    expect(secondsOfLocalInput('2030-01-02T03:04')).toBe(
      Math.floor(new Date('2030-01-02T03:04').getTime() / 1000),
    );
  });

  it('places a maintenance window: switched on, to come, holding, over', () => {
    const w = { notify_started_at: null, notify_ended_at: null, web_state: 0 };
    const now = 2_000_000_000;
    expect(phaseOf({ ...w, started_at: now + 60, ended_at: null, isActive: true }, now)).toBe(
      'now',
    );
    expect(phaseOf({ ...w, started_at: now + 60, ended_at: null, isActive: false }, now)).toBe(
      'upcoming',
    );
    expect(phaseOf({ ...w, started_at: now - 60, ended_at: null, isActive: false }, now)).toBe(
      'now',
    );
    expect(phaseOf({ ...w, started_at: now - 60, ended_at: now + 1, isActive: false }, now)).toBe(
      'now',
    );
    expect(phaseOf({ ...w, started_at: now - 60, ended_at: now, isActive: false }, now)).toBe(
      'past',
    );
  });

  it('tells a promo code not yet valid, redeemable, or over by time or by uses spent', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const at = (iso: string) => Date.parse(iso);
    const promo = {
      validFromMs: at('2026-11-28T11:00:00Z'),
      validToMs: at('2026-11-28T13:00:00Z'),
      totalLimit: 10,
    };
    expect(promoPhase(promo, 3, now)).toBe('open');
    expect(promoPhase({ ...promo, validFromMs: at('2026-11-28T12:00:01Z') }, 3, now)).toBe(
      'scheduled',
    );
    expect(promoPhase({ ...promo, validFromMs: now }, 3, now)).toBe('open');
    expect(promoPhase({ ...promo, validToMs: now }, 3, now)).toBe('over');
    expect(promoPhase(promo, 10, now)).toBe('over');
    // Spent before it starts is over too: nobody can redeem it.
    expect(promoPhase({ ...promo, validFromMs: at('2026-11-29T00:00:00Z') }, 10, now)).toBe('over');
  });
});
