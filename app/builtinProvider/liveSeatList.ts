// The seats of a live RNG table (liveTableView.ts, liveBlackjackView.ts): the customer's own seat
// and the simulated players' seats, each with what it holds this round, or waiting; the stage
// that shows them, and the check of a closed round's seats against its revealed seed.
import type { ScheduledDrawView, LiveDrawView } from '../../domain/casino/builtinGames';
import { liveSeats, type LiveTable } from '../../domain/casino/liveTables';
import { fill, h } from './dom';
import type { Texts } from './texts';

export function fillSeats<S extends { seat: number }>(
  list: Element,
  t: Texts,
  rules: { seats: number; ownSeat: number },
  simulated: readonly S[],
  /** What the customer's own seat holds (null: waiting). */
  own: string | null,
  simulatedText: (seat: S) => string,
): void {
  fill(
    list,
    ...Array.from({ length: rules.seats }, (_, i) => {
      const seat = i + 1;
      if (seat === rules.ownSeat) {
        return h(
          'li',
          { class: 'bp-live-seat bp-live-own', 'data-testid': 'live-seat-own' },
          h('strong', {}, t('live_seat_own')),
          ' ',
          own ?? t('live_seat_waiting'),
        );
      }
      const sim = simulated.find((s) => s.seat === seat);
      return h(
        'li',
        { class: 'bp-live-seat', 'data-testid': `live-seat-${seat}` },
        h('strong', {}, t('live_seat_simulated', { seat })),
        ' ',
        sim ? simulatedText(sim) : t('live_seat_waiting'),
      );
    }),
  );
}

/** The list the seats are filled into. */
export const seatList = (): HTMLOListElement =>
  h('ol', { class: 'bp-live-seats', 'data-testid': 'live-seats' });

/** A live table's stage: said to be an RNG table, its seats, then the table's own parts. */
export const liveStage = (t: Texts, seats: HTMLElement, ...parts: Node[]): HTMLElement =>
  h(
    'div',
    { class: 'bp-live-stage' },
    h('p', { class: 'bp-badge bp-live-rng', 'data-testid': 'live-rng' }, t('live_rng_badge')),
    h('p', { class: 'bp-note' }, t('live_rng_note')),
    h('h2', { class: 'bp-subtitle' }, t('live_seats')),
    seats,
    ...parts,
  );

/** Whether a closed round's simulated seats are the ones its revealed seed draws at `table`. */
export async function seatsVerified(table: LiveTable, draw: ScheduledDrawView): Promise<boolean> {
  const shown = (draw as LiveDrawView).seats ?? [];
  if (draw.serverSeed === null) return false;
  const again = await liveSeats(table, draw.serverSeed, draw.drawNo);
  return (
    again.length === shown.length &&
    again.every(
      (s, i) =>
        s.seat === shown[i]?.seat &&
        s.atMs === shown[i]?.atMs &&
        JSON.stringify(s.bet) === JSON.stringify(shown[i]?.bet),
    )
  );
}
