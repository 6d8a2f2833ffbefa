import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRootStore, type RootStore } from '../../stores';
import { MOVEMENT_SHOW_MS, sportsPaths } from '../../stores/sports';
import OddsButton from '../../widgets/OddsCell/OddsButton';
import OddsCell from '../../widgets/OddsCell/OddsCell';
import enOdds from '../../configs/locales/en/odds.json';
import { fakeClock } from '../runtime/fakeClock';
import { fakeSportsApi, gamesAnswer, makeGame } from '../stores/sportsFixtures';
import { memoryStorage } from '../stores/fakeApi';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';

/** Clicks an odds cell and waits for the coupon, made on first use, to take the click. */
async function click(stores: RootStore, outcomeId: number): Promise<void> {
  await act(async () => {
    fireEvent.click(cell(outcomeId));
    await stores.coupon.load();
  });
}

function oddsI18n() {
  return testTranslator('en', { en: { odds: enOdds } });
}

async function storesWithGames(storage?: Storage) {
  const api = fakeSportsApi();
  const clock = fakeClock(0);
  api.answer(sportsPaths.games({ type: 'line' }), {
    ok: true,
    data: gamesAnswer([makeGame(1), makeGame(2)]),
  });
  const stores = createRootStore({
    api,
    config: testConfig(),
    scheduler: clock,
    ...(storage ? { storage } : {}),
  });
  await stores.sports.loadGames({ type: 'line' });
  return { stores, clock };
}

const OUTCOME_IDS = [101, 102, 103, 201, 202, 203];

function cell(outcomeId: number): HTMLElement {
  return document.querySelector(`[data-outcome-id="${outcomeId}"]`) as HTMLElement;
}

describe('OddsCell', () => {
  it('shows the price in the chosen coefficient view', async () => {
    const { stores } = await storesWithGames();
    renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    expect(cell(101).querySelector('.odds-cell__coef')!.textContent).toBe('2.50');
    act(() => void stores.global.setCoefViewId(1));
    expect(cell(101).querySelector('.odds-cell__coef')!.textContent).toBe('3/2');
    act(() => void stores.global.setCoefViewId(2));
    expect(cell(101).querySelector('.odds-cell__coef')!.textContent).toBe('+150');
  });

  it('re-renders only the cell whose coefficient changed', async () => {
    const { stores } = await storesWithGames();
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    renderWidget(
      <div>
        {OUTCOME_IDS.map((id) => (
          <Profiler key={id} id={String(id)} onRender={count}>
            <OddsButton outcomeId={id} />
          </Profiler>
        ))}
      </div>,
      { stores, i18n: oddsI18n() },
    );
    renders.clear();
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 1, outcomes: [{ id: 102, coef: 3.5, isBlocked: false }] },
      ]),
    );
    expect(Object.fromEntries(renders)).toEqual({ '102': 1 });
    renders.clear();
    act(() =>
      stores.sports.applyDeltas([
        {
          gameId: 2,
          seq: 1,
          timeSec: 60,
          status: 2,
          outcomes: [{ id: 203, coef: 2.9, isBlocked: false }],
        },
      ]),
    );
    expect(Object.fromEntries(renders)).toEqual({}); // same price, clock only: no cell
  });

  it('shows the movement with accessible text until it expires', async () => {
    const { stores, clock } = await storesWithGames();
    renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.2, isBlocked: false }] },
      ]),
    );
    expect(cell(101).className).toContain('odds-cell--down');
    expect(cell(101).textContent).toContain('odds went down');
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 2, outcomes: [{ id: 101, coef: 2.4, isBlocked: false }] },
      ]),
    );
    expect(cell(101).className).toContain('odds-cell--up');
    expect(screen.getByRole('button', { name: /odds went up/ })).toBe(cell(101));
    await act(() => clock.advance(MOVEMENT_SHOW_MS + 500));
    expect(cell(101).className).not.toMatch(/odds-cell--(up|down)/);
    expect(cell(101).textContent).not.toContain('odds went');
  });

  it.each([
    [1, { arrow: true, colour: false }],
    [2, { arrow: false, colour: true }],
    [3, { arrow: false, colour: false }],
  ])('marks a moved price as coefIndicationType %i says', async (type, shown) => {
    const { stores } = await storesWithGames();
    stores.global.setCoefIndicationType(type);
    renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.2, isBlocked: false }] },
      ]),
    );
    expect(cell(101).className.includes('odds-cell--down')).toBe(shown.colour);
    expect(cell(101).querySelector('[data-movement="down"]') !== null).toBe(shown.arrow);
    expect(cell(101).textContent!.includes('odds went down')).toBe(shown.arrow || shown.colour);
  });

  it('toggles the bet in the coupon on click (aria-pressed)', async () => {
    const { stores } = await storesWithGames();
    renderWidget(
      <OddsCell props={{ outcomeId: 101, pageType: 'champ' }} slots={noSlots} path="" />,
      {
        stores,
        i18n: oddsI18n(),
      },
    );
    expect(cell(101).getAttribute('aria-pressed')).toBe('false');
    await click(stores, 101);
    expect(cell(101).getAttribute('aria-pressed')).toBe('true');
    expect(stores.coupon.loaded.slip.bets[0]!.pageType).toBe('champ');
    await click(stores, 101);
    expect(stores.coupon.loaded.slip.hasBet(101)).toBe(false);
  });

  it('is locked and refuses a click while blocked, but lets a selected bet out', async () => {
    const { stores } = await storesWithGames();
    renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.5, isBlocked: true }] },
      ]),
    );
    expect(cell(101).getAttribute('aria-disabled')).toBe('true');
    expect(cell(101).className).toContain('odds-cell--locked');
    expect(cell(101).querySelector('.odds-cell__coef')!.textContent).toBe('');
    expect(cell(101).textContent).toContain('locked');
    await click(stores, 101);
    expect(stores.coupon.loaded.slip.hasBet(101)).toBe(false);
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 2, outcomes: [{ id: 101, coef: 2.5, isBlocked: false }] },
      ]),
    );
    await click(stores, 101);
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 3, outcomes: [{ id: 101, coef: 2.5, isBlocked: true }] },
      ]),
    );
    expect(cell(101).getAttribute('aria-disabled')).toBeNull();
    await click(stores, 101);
    expect(stores.coupon.loaded.slip.hasBet(101)).toBe(false);
  });

  it('shows the other outcomes of a game locked once one is in the coupon (dependent)', async () => {
    const { stores } = await storesWithGames();
    renderWidget(
      <div>
        <OddsButton outcomeId={101} />
        <OddsButton outcomeId={102} />
        <OddsButton outcomeId={201} />
      </div>,
      { stores, i18n: oddsI18n() },
    );
    await click(stores, 101);
    expect(cell(101).className).not.toContain('odds-cell--locked');
    expect(cell(102).className).toContain('odds-cell--locked');
    expect(cell(102).getAttribute('aria-disabled')).toBeNull(); // still selectable
    expect(cell(201).className).not.toContain('odds-cell--locked');
  });

  it('loads the coupon on the first click, not before; kept bets load it at start', async () => {
    const storage = memoryStorage();
    const { stores } = await storesWithGames(storage);
    const first = renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    expect(stores.coupon.current).toBeNull();
    expect(cell(101).getAttribute('aria-pressed')).toBe('false');
    await click(stores, 101);
    expect(stores.coupon.current).not.toBeNull();
    expect(cell(101).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    // The bet is kept locally: the next visit loads the coupon at once, unasked, and the cell
    // shows it selected.
    const again = await storesWithGames(storage);
    renderWidget(<OddsButton outcomeId={101} />, { stores: again.stores, i18n: oddsI18n() });
    await waitFor(() => expect(cell(101).getAttribute('aria-pressed')).toBe('true'));
    expect(again.stores.coupon.current?.slip.hasBet(101)).toBe(true);
  });

  it('is locked when the market is banned from express', async () => {
    const { stores } = await storesWithGames();
    act(() => {
      stores.sports.market(10)!.isBannedExpress = true;
    });
    renderWidget(<OddsButton outcomeId={101} />, { stores, i18n: oddsI18n() });
    expect(cell(101).className).toContain('odds-cell--locked');
    expect(cell(101).querySelector('.odds-cell__coef')!.textContent).toBe('2.50');
  });

  it('shows a dash for an outcome the store does not know', () => {
    const stores = createRootStore({ api: fakeSportsApi(), config: testConfig() });
    const { container } = renderWidget(<OddsButton outcomeId={999} />, { stores });
    expect(container.textContent).toBe('-');
    expect(container.querySelector('button')).toBeNull();
  });
});
