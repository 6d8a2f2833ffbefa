import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccumulatorOfTheDay from '../../../widgets/AccumulatorOfTheDay/AccumulatorOfTheDay';
import { sportsPaths } from '../../../stores';
import type { AccumulatorOfTheDayProps } from '../../../domain/widgetProps/AccumulatorOfTheDay';
import { GameStatus } from '../../../domain/sports/types';
import { createRootStore } from '../../../stores';
import { noSlots, testConfig } from '../harness';
import { gamesAnswer, lineGame, liveGame, resultMarket } from './fixtures';
import { fakeSportsApi, quietStream, renderSportsWidget } from './sportsHarness';

const lineProps: AccumulatorOfTheDayProps = {
  bettingType: 'line',
  titleKey: 'sports:day_acc_title',
  emptyKey: 'sports:day_acc_empty',
  legs: 3,
  pool: 8,
};

const linePool = () =>
  gamesAnswer('line', [
    ...[1, 2, 3, 4, 5].map((id) => lineGame(id, { markets: [resultMarket(id, [1.8, 3.4, 4.2])] })),
    // started already: never a leg of the line's express
    lineGame(6, { status: GameStatus.InPlay, markets: [resultMarket(6, [1.5, 3.4, 4.2])] }),
  ]);

const render = (props: AccumulatorOfTheDayProps, answers: Record<string, unknown>) =>
  renderSportsWidget(<AccumulatorOfTheDay props={props} slots={noSlots} path="p" />, {
    url: '/en/',
    api: fakeSportsApi(answers),
  });

const legIds = () =>
  [...document.querySelectorAll<HTMLElement>('.day-acc__leg')].map((li) =>
    Number(li.dataset.outcomeId),
  );

describe('AccumulatorOfTheDay', () => {
  it("shows the day's express of upcoming games and puts every pick in the coupon with one button", async () => {
    const { stores } = render(lineProps, { [sportsPaths.top('line', 8)]: linePool() });
    const section = await screen.findByRole('region', { name: 'Accumulator of the day' });
    await waitFor(() => expect(legIds()).toHaveLength(3));
    // each leg the favourite (1.8, outcome …001) of a game not yet started
    for (const id of legIds()) {
      expect(id % 1000).toBe(1);
      expect(Math.floor(id / 1000)).toBeLessThan(6);
    }
    expect(within(section).getByText('Total odds 5.83')).toBeTruthy();
    const add = within(section).getByRole('button', { name: 'Add all picks to the coupon' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(add);
      await stores.coupon.load();
    });
    const slip = stores.coupon.current!.slip;
    for (const id of legIds()) expect(slip.hasBet(id)).toBe(true);
    const added = within(section).getByRole('button', { name: 'In the coupon' });
    expect(added.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the live express from the games in play', async () => {
    render(
      { ...lineProps, bettingType: 'live', titleKey: 'sports:day_acc_live_title', legs: 2 },
      {
        [sportsPaths.top('live', 8)]: gamesAnswer('live', [
          liveGame(7, { markets: [resultMarket(7, [2.0, 3.1, 3.5])] }),
          liveGame(8, { markets: [resultMarket(8, [1.6, 3.9, 5.0])] }),
          // an outright (one name, a winner market): never a leg
          liveGame(9, {
            opponents: [{ id: 90, name: 'Гонка 9', nameEn: 'Race 9' }],
            markets: [resultMarket(9, [1.3, 3.9, 5.0])],
          }),
        ]),
      },
    );
    await screen.findByRole('region', { name: 'Live accumulator of the day' });
    await waitFor(() => expect(legIds().sort()).toEqual([7001, 8001]));
    expect(screen.getByText('Total odds 3.20')).toBeTruthy();
  });

  it('says so when fewer than two games qualify', async () => {
    render(lineProps, {
      [sportsPaths.top('line', 8)]: gamesAnswer('line', [
        lineGame(1, { markets: [resultMarket(1, [1.8, 3.4, 4.2])] }),
      ]),
    });
    expect(await screen.findByText('No accumulator of the day today')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("is hidden, and loads nothing, while the customer's flag is off", async () => {
    const api = fakeSportsApi({ [sportsPaths.top('line', 8)]: linePool() });
    const stores = createRootStore({ api, config: testConfig(), openLiveStream: quietStream });
    stores.global.setFlag('isAccumulatorOfTheDay', false);
    renderSportsWidget(<AccumulatorOfTheDay props={lineProps} slots={noSlots} path="p" />, {
      url: '/en/',
      api,
      stores,
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.calls).not.toContain(sportsPaths.top('line', 8));
    // the live flag switches only the live express
    act(() => stores.global.setFlag('isLiveAccumulatorOfTheDay', false));
    act(() => stores.global.setFlag('isAccumulatorOfTheDay', true));
    expect(await screen.findByRole('region', { name: 'Accumulator of the day' })).toBeTruthy();
    await waitFor(() => expect(legIds()).toHaveLength(3));
    act(() => stores.global.setFlag('isAccumulatorOfTheDay', false));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
