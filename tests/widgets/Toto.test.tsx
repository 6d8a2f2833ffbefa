// The Toto widget over real stores and a scripted api: picks make lines and the stake live, a
// ticket is bought with the right body and an Idempotency-Key, refusals read in the customer's
// words, and the other sections list tickets, past draws and nominees.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../runtime/api';
import { createRootStore, type RootStore } from '../../stores';
import type {
  TotoDrawView,
  TotoGameView,
  TotoRulesView,
  TotoTicketView,
} from '../../domain/toto/index';
import Toto from '../../widgets/Toto/Toto';
import enToto from '../../configs/locales/en/toto.json';
import enMain from '../../configs/locales/en/main.json';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import { RUB_ACCOUNTS, scriptedApi, signIn, type ScriptedApi } from './customerHarness';

const DRAW = 'GET /web-api/toto/draw';
const BUY = 'POST /web-api/toto/tickets';
const ACCOUNT = 'GET /web-api/account/data';

function totoI18n() {
  return testTranslator('en', { en: { toto: enToto, main: enMain } });
}

function game(position: number, overrides: Partial<TotoGameView> = {}): TotoGameView {
  return {
    position,
    gameId: 9000 + position,
    sportId: 1,
    startAt: '2030-01-01T18:00:00.000Z',
    home: `Home ${position + 1}`,
    away: `Away ${position + 1}`,
    champName: 'Premier League',
    outcome: null,
    score: null,
    ...overrides,
  };
}

const RULES: TotoRulesView = {
  gamesPerDraw: 3,
  operatorShareBp: 1500,
  tiers: [
    { correct: 3, shareBp: 6000 },
    { correct: 2, shareBp: 4000 },
  ],
  unitStake: { min: 10, max: 10000, step: 10 },
  maxLines: 5000,
};

function openDraw(overrides: Partial<TotoDrawView> = {}): TotoDrawView {
  return {
    id: 41,
    number: 12,
    status: 'open',
    closesAt: '2030-01-01T18:00:00.000Z',
    settledAt: null,
    games: [game(0), game(1), game(2)],
    pools: [{ currencyId: 643, stakes: 1500, jackpot: 0, tickets: 7, tiers: RULES.tiers }],
    ...overrides,
  };
}

function ticket(id: number, overrides: Partial<TotoTicketView> = {}): TotoTicketView {
  return {
    id,
    drawId: 41,
    drawNumber: 12,
    picks: [['1', 'X'], ['X'], ['2']],
    lines: 2,
    currencyId: 643,
    unitStake: 10,
    stake: 20,
    win: 0,
    status: 'open',
    correct: null,
    placedAt: '2030-01-01T09:30:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

/** Stores over a scripted api that answers the draw and the accounts; signed in unless told. */
function setup(options: { signedIn?: boolean } = {}) {
  const api: ScriptedApi = scriptedApi();
  api.on(DRAW, { data: { draw: openDraw(), rules: RULES } });
  api.on(ACCOUNT, { data: RUB_ACCOUNTS });
  const stores: RootStore = createRootStore({ api, config: testConfig() });
  if (options.signedIn !== false) signIn(stores);
  return { api, stores };
}

/** The widget under the two toto routes of schemas/routes.json, at `url`. */
function renderToto(stores: RootStore, url = '/en/toto') {
  const toto = <Toto props={{}} slots={noSlots} path="" />;
  return renderWidget(
    <QueryClientProvider client={createQueryClient({ retries: 0 })}>
      <Routes>
        <Route path="/:lng/toto/coupons" element={toto} />
        <Route path="/:lng/toto/:totoSection?" element={toto} />
      </Routes>
    </QueryClientProvider>,
    { stores, i18n: totoI18n(), lng: 'en', url },
  );
}

/** The toggle of `pick` for the game at `position`. */
function pickButton(position: number, pick: '1' | 'X' | '2') {
  return within(screen.getByTestId(`toto-game-${position}`)).getByRole('button', {
    name: new RegExp(`^${pick} — `),
  });
}

const lines = () => screen.getByTestId('toto-lines').textContent;
const total = () => screen.getByTestId('toto-total').textContent;

/** Picks one outcome in every game: 1, X, 2. */
function pickOneEach() {
  fireEvent.click(pickButton(0, '1'));
  fireEvent.click(pickButton(1, 'X'));
  fireEvent.click(pickButton(2, '2'));
}

describe('Toto widget: the draw', () => {
  it('shows the draw number, the pool so far and the games with their teams and championship', async () => {
    const { stores } = setup();
    renderToto(stores);
    expect(await screen.findByText('Draw № 12')).toBeTruthy();
    // Testing Library reads the no-break spaces of amounts as plain ones.
    expect(screen.getByText('1 500.00 ₽')).toBeTruthy();
    expect(screen.getByText('tickets: 7')).toBeTruthy();
    const row = screen.getByTestId('toto-game-1');
    expect(within(row).getByRole('rowheader').textContent).toBe('Home 2 – Away 2Premier League');
    expect(screen.getByRole('link', { name: 'Current draw' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'My tickets' }).getAttribute('href')).toBe(
      '/en/toto/coupons',
    );
  });

  it('counts lines and the total stake as picks are toggled, several per game', async () => {
    const { stores } = setup();
    renderToto(stores);
    await screen.findByText('Draw № 12');
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    expect(lines()).toBe('0');
    expect(screen.getByTestId('toto-picked').textContent).toBe('0 of 3');

    pickOneEach();
    expect(pickButton(0, '1').getAttribute('aria-pressed')).toBe('true');
    expect(pickButton(0, 'X').getAttribute('aria-pressed')).toBe('false');
    expect(lines()).toBe('1');
    expect(total()).toBe('10.00\u00a0₽');

    fireEvent.click(pickButton(0, 'X')); // a double: 2 lines
    expect(lines()).toBe('2');
    fireEvent.click(pickButton(1, '1'));
    fireEvent.click(pickButton(1, '2')); // a treble: 2 × 3 lines
    expect(lines()).toBe('6');
    expect(total()).toBe('60.00\u00a0₽');

    const stake = screen.getByLabelText('Stake per line');
    expect(stake.getAttribute('min')).toBe('10');
    expect(stake.getAttribute('step')).toBe('10');
    fireEvent.change(stake, { target: { value: '25' } });
    expect(screen.getByText('The stake per line must be a multiple of the step.')).toBeTruthy();
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(stake, { target: { value: '30' } });
    expect(total()).toBe('180.00\u00a0₽');

    fireEvent.click(pickButton(1, 'X')); // off again
    expect(pickButton(1, 'X').getAttribute('aria-pressed')).toBe('false');
    expect(lines()).toBe('4');
    expect(screen.getByRole('button', { name: 'Buy ticket for 120.00\u00a0₽' })).toBeTruthy();
  });

  it('fills the games without a pick at random, one outcome each', async () => {
    const { stores } = setup();
    renderToto(stores);
    await screen.findByText('Draw № 12');
    fireEvent.click(pickButton(0, '1'));
    fireEvent.click(pickButton(0, '2'));
    fireEvent.click(screen.getByRole('button', { name: 'Random picks' }));
    expect(screen.getByTestId('toto-picked').textContent).toBe('3 of 3');
    expect(lines()).toBe('2'); // game 1 keeps its double
  });

  it('says which games have no pick instead of sending an incomplete ticket', async () => {
    const { api, stores } = setup();
    renderToto(stores);
    await screen.findByText('Draw № 12');
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    fireEvent.click(pickButton(1, 'X'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    expect(screen.getByText('Games without a pick: 1, 3.')).toBeTruthy();
    expect(api.callsTo(BUY)).toHaveLength(0);
  });

  it('buys with the main account, the unit stake and the picks, and a fresh Idempotency-Key per attempt', async () => {
    const { api, stores } = setup();
    const keys: string[] = [];
    const post = api.postJson.bind(api);
    api.postJson = (path, body, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return post(path, body, init);
    };
    let attempt = 0;
    api.on(BUY, () => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 409,
            message: 'refused',
            body: {
              ok: false,
              refusals: [
                { code: 'insufficient_funds' },
                { code: 'limit_wagering_exceeded', limit: 5 },
                { code: 'not_a_code' },
              ],
            },
          }
        : { data: { ticket: ticket(77, { lines: 2, stake: 40, unitStake: 20 }), balance: 1460.5 } };
    });
    renderToto(stores);
    await screen.findByText('Draw № 12');
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    pickOneEach();
    fireEvent.click(pickButton(0, 'X'));
    fireEvent.change(screen.getByLabelText('Stake per line'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket for 40.00\u00a0₽' }));

    const refused = await screen.findByText('The ticket was not bought:');
    const box = refused.parentElement!;
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Not enough money on the account.',
      'The stake is more than your wagering limit leaves. Limit: 5.00\u00a0₽.',
    ]);
    expect(api.callsTo(BUY)[0]!.body).toEqual({
      drawId: 41,
      accountId: 1,
      unitStake: 20,
      picks: [['1', 'X'], ['X'], ['2']],
    });

    const accountReads = api.callsTo(ACCOUNT).length;
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket for 40.00\u00a0₽' }));
    expect(await screen.findByText('Ticket № 77 is in draw № 12.')).toBeTruthy();
    expect(screen.getByText('Lines: 2, stake: 40.00 ₽.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(ACCOUNT).length).toBeGreaterThan(accountReads));
    expect(keys).toHaveLength(2);
    keys.forEach((key) => expect(key).toMatch(/^[0-9a-f-]{36}$/));
    expect(keys[0]).not.toBe(keys[1]);
    expect(lines()).toBe('0'); // the slip is empty for the next ticket
  });

  it('repeats an attempt that got no answer with the same key, so no second ticket is sold', async () => {
    const { api, stores } = setup();
    const keys: string[] = [];
    const post = api.postJson.bind(api);
    api.postJson = (path, body, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return post(path, body, init);
    };
    let attempt = 0;
    api.on(BUY, () => {
      attempt += 1;
      return attempt === 1
        ? { status: 0, message: 'network' }
        : { data: { ticket: ticket(78), balance: 1480.5 } };
    });
    renderToto(stores);
    await screen.findByText('Draw № 12');
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    pickOneEach();
    fireEvent.click(screen.getByRole('button', { name: /^Buy ticket/ }));
    expect(await screen.findByText(/No answer from the server/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ticket № 78 is in draw № 12.')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("words a refused pick field by the game's number", async () => {
    const { api, stores } = setup();
    api.on(BUY, {
      status: 400,
      message: 'picks/1: pick_duplicate',
      body: { reason: 'invalid_field', field: 'picks/1', message: 'picks/1: pick_duplicate' },
    });
    renderToto(stores);
    await screen.findByText('Draw № 12');
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    pickOneEach();
    fireEvent.click(screen.getByRole('button', { name: /^Buy ticket/ }));
    expect(await screen.findByText('An outcome of game 2 is picked twice.')).toBeTruthy();
  });

  it('asks a guest to sign in instead of offering the buy button', async () => {
    const { stores } = setup({ signedIn: false });
    renderToto(stores);
    await screen.findByText('Draw № 12');
    expect(screen.getByTestId('toto-guest').textContent).toContain('Sign in to buy a ticket.');
    expect(screen.queryByRole('button', { name: /^Buy ticket/ })).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('toto-guest')).getByRole('button', { name: 'Sign in' }),
    );
    expect(stores.authForm.isOpen).toBe(true);
  });

  it('says when no draw is open, and offers a retry when the draw could not be read', async () => {
    const { api, stores } = setup();
    api.on(DRAW, { status: 503, message: 'down' });
    renderToto(stores);
    const alert = await screen.findByRole('alert');
    api.on(DRAW, { data: { draw: null, rules: RULES } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No draw is open at the moment/)).toBeTruthy();
  });
});

describe('Toto widget: the other sections', () => {
  it("lists the customer's tickets with picks, lines, stake, status, correct and win", async () => {
    const { api, stores } = setup();
    api.on('GET /web-api/toto/tickets', {
      data: {
        items: [
          ticket(80, { status: 'won', correct: 3, win: 125.5, settledAt: '2030-01-02T10:00:00Z' }),
          ticket(79),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    });
    renderToto(stores, '/en/toto/coupons');
    const won = await screen.findByTestId('toto-ticket-80');
    expect(screen.getByRole('link', { name: 'My tickets' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const cells = within(won)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '1Game 1:1X2Game 2:X3Game 3:2',
      '2',
      '20.00\u00a0₽10.00\u00a0₽ per line',
      'Won',
      '3',
      '125.50\u00a0₽',
    ]);
    expect(within(screen.getByTestId('toto-ticket-79')).getAllByRole('cell')[5]!.textContent).toBe(
      '—',
    );
  });

  it('shows past draws with results, the cancelled game explained, and payouts per tier', async () => {
    const { api, stores } = setup();
    const settled = openDraw({
      id: 40,
      number: 11,
      status: 'settled',
      settledAt: '2030-01-01T22:00:00.000Z',
      games: [
        game(0, { outcome: '1', score: '2:1' }),
        game(1, { outcome: 'cancelled' }),
        game(2, { outcome: 'X', score: '0:0' }),
      ],
      pools: [
        {
          currencyId: 643,
          stakes: 1000,
          jackpot: 0,
          tickets: 9,
          operatorShare: 150,
          rollover: 340,
          tiers: [
            { correct: 3, shareBp: 6000, fund: 510, lines: 0, perLine: 0 },
            { correct: 2, shareBp: 4000, fund: 340, lines: 2, perLine: 170 },
          ],
        },
      ],
    });
    api.on('GET /web-api/toto/draws', {
      data: { items: [settled], total: 1, page: 1, pageSize: 10 },
    });
    renderToto(stores, '/en/toto/draws');
    const past = await screen.findByTestId('toto-draw-40');
    expect(within(past).getByRole('heading').textContent).toBe('Draw № 11');
    const cancelled = within(past).getByTestId('toto-game-1');
    expect(cancelled.textContent).toContain('Cancelled');
    expect(within(past).getByText('A cancelled game counts as correct for everyone.')).toBeTruthy();
    expect(within(past).getByTestId('toto-game-0').textContent).toContain('2:1');
    expect(
      within(within(past).getByTestId('toto-tier-2'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40%', '340.00\u00a0₽', '2', '170.00\u00a0₽']);
    expect(within(past).getByTestId('toto-tier-3').textContent).toContain('Not won');
    expect(within(past).getByText('Payouts of draw № 11, RUB')).toBeTruthy();
  });

  it('lists the nominated games, read-only', async () => {
    const { api, stores } = setup();
    api.on('GET /web-api/toto/nominees', { data: { games: [game(0), game(1)] } });
    renderToto(stores, '/en/toto/nonimees');
    expect(await screen.findByTestId('toto-game-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^1 — / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nominees' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when no game is nominated yet', async () => {
    const { api, stores } = setup();
    api.on('GET /web-api/toto/nominees', { data: { games: [] } });
    renderToto(stores, '/en/toto/nonimees');
    expect(await screen.findByText('No games are nominated yet.')).toBeTruthy();
  });

  it('shows the rules: tiers and shares, the operator share, cancelled games and rounding', async () => {
    const { stores } = setup();
    renderToto(stores, '/en/toto/next');
    const rules = (await screen.findByRole('heading', { name: 'How toto works' })).parentElement!;
    await within(rules).findByText(/The operator keeps 15%/);
    expect(
      within(rules).getByText(/counts as correct for every pick of every ticket/),
    ).toBeTruthy();
    expect(within(rules).getByText(/rounded down to the smallest unit/)).toBeTruthy();
    expect(
      within(rules)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['CorrectShare', '3 correct60%', '2 correct40%']);
  });
});
