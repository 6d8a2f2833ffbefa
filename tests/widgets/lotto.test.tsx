import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import Lotto from '../../widgets/Lotto/Lotto';
import { createQueryClient } from '../../runtime/api';
import { createRootStore, type RootStore } from '../../stores';
import { drawLottoNumbers, type LotteryView, type LottoDrawView } from '../../domain/lotto/index';
import { hashServerSeed } from '../../domain/casino/fairness';
import enLotto from '../../configs/locales/en/lotto.json';
import enCasino from '../../configs/locales/en/casino.json';
import enMain from '../../configs/locales/en/main.json';
import { RUB_ACCOUNTS, scriptedApi, signIn, type ScriptedApi } from './customerHarness';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';

const CATALOG = 'GET /web-api/lotto/catalog';
const RESULTS = 'GET /web-api/lotto/results';
const TICKETS = 'GET /web-api/lotto/tickets';
const BUY = 'POST /web-api/lotto/tickets';

function lottoI18n() {
  return testTranslator('en', { en: { lotto: enLotto, casino: enCasino, main: enMain } });
}

function openDraw(overrides: Partial<LottoDrawView> = {}): LottoDrawView {
  return {
    id: 41,
    lotteryId: 'keno',
    number: 12,
    status: 'open',
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    drawnAt: null,
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    numbers: null,
    tickets: 0,
    ...overrides,
  };
}

/** Keno of the aurora brand: 20 of 80, a ticket of 1 to 5 numbers. */
function keno(overrides: Partial<LotteryView> = {}): LotteryView {
  return {
    id: 'keno',
    nameKey: 'lotto:lottery_keno',
    of: 80,
    drawn: 20,
    pickMin: 1,
    pickMax: 5,
    stake: { min: 10, max: 2000, step: 10 },
    drawEveryMinutes: 5,
    prizes: { '1': { '1': 3.5 }, '3': { '2': 2, '3': 40 }, '5': { '3': 2, '4': 15, '5': 500 } },
    openDraw: openDraw(),
    lastDraw: null,
    ...overrides,
  };
}

function setup(options: { signedIn?: boolean } = {}) {
  const api: ScriptedApi = scriptedApi();
  const stores: RootStore = createRootStore({ api, config: testConfig() });
  api.on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
  api.on(TICKETS, { data: { items: [], total: 0, page: 1, pageSize: 10 } });
  if (options.signedIn) {
    signIn(stores);
    void stores.account.load();
  }
  return { api, stores };
}

function renderLotto(stores: RootStore, url: string) {
  return renderWidget(
    <QueryClientProvider client={createQueryClient({ retries: 0 })}>
      <Routes>
        <Route
          path="/:lng/lotto/:sectionName?/:lottoId?"
          element={
            <Lotto
              props={{ sectionParam: 'sectionName', idParam: 'lottoId' }}
              slots={noSlots}
              path=""
            />
          }
        />
      </Routes>
    </QueryClientProvider>,
    { stores, i18n: lottoI18n(), url },
  );
}

function numberButton(n: number): HTMLButtonElement {
  return screen.getByRole('button', { name: String(n) }) as HTMLButtonElement;
}

describe('Lotto ticket builder', () => {
  it('toggles numbers and refuses more than pickMax once they are chosen', async () => {
    const { api, stores } = setup();
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    expect(screen.getByText('Chosen: 0 (pick 1 to 5)')).toBeTruthy();

    fireEvent.click(numberButton(7));
    expect(numberButton(7).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(numberButton(7));
    expect(numberButton(7).getAttribute('aria-pressed')).toBe('false');

    for (const n of [3, 14, 25, 36, 80]) fireEvent.click(numberButton(n));
    expect(screen.getByText('Chosen: 5 (pick 1 to 5)')).toBeTruthy();
    expect(numberButton(1).disabled).toBe(true);
    expect(numberButton(80).disabled).toBe(false);
    expect(screen.getByRole('table', { name: 'Prizes, numbers picked: 5' })).toBeTruthy();

    fireEvent.click(numberButton(80));
    expect(numberButton(1).disabled).toBe(false);
    expect(screen.getByText('Chosen: 4 (pick 1 to 5)')).toBeTruthy();
  });

  it('shows the prize table with the win for the stake entered', async () => {
    const { api, stores } = setup({ signedIn: true });
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    for (const n of [1, 2, 3]) fireEvent.click(numberButton(n));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '50' } });
    const table = screen.getByRole('table', { name: 'Prizes, numbers picked: 3' });
    const best = within(table).getByRole('row', { name: /3 of 3/ });
    expect(best.textContent).toMatch(/×40/);
    expect(best.textContent).toMatch(/2\u202f000\.00\u00a0₽/);
  });

  it('asks the server for a quick pick of the count chosen, with an idempotency key', async () => {
    const { api, stores } = setup({ signedIn: true });
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    const headers: Record<string, string>[] = [];
    const post = api.postJson.bind(api);
    api.postJson = ((path: string, body: unknown, init?: RequestInit) => {
      headers.push((init?.headers ?? {}) as Record<string, string>);
      return post(path, body, init);
    }) as typeof api.postJson;
    api.on(BUY, {
      data: {
        ticket: {
          id: 501,
          drawId: 41,
          lotteryId: 'keno',
          drawNumber: 12,
          numbers: [5, 17, 66],
          quickPick: true,
          currencyId: 643,
          stake: 20,
          win: 0,
          status: 'open',
          matched: null,
          drawnNumbers: null,
          placedAt: new Date().toISOString(),
          settledAt: null,
        },
        balance: 1480.5,
      },
    });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Quick pick' }));
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
    fireEvent.change(screen.getByLabelText('How many numbers'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /Buy ticket for 20\.00/ }));

    await screen.findByText(/Ticket No\. 501 for draw No\. 12 is bought/);
    expect(api.callsTo(BUY)[0]?.body).toEqual({
      drawId: 41,
      accountId: 1,
      stake: 20,
      quickPick: 3,
    });
    expect(headers[0]?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The balance is read again after the purchase.
    await waitFor(() => expect(api.callsTo('GET /web-api/account/data')).toHaveLength(2));
  });

  it('repeats an unanswered purchase with the same key, and a new ticket with a new one', async () => {
    const { api, stores } = setup({ signedIn: true });
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    const keys: string[] = [];
    const post = api.postJson.bind(api);
    api.postJson = ((path: string, body: unknown, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
      return post(path, body, init);
    }) as typeof api.postJson;
    api.on(BUY, { status: 503, message: 'unavailable' });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    fireEvent.click(numberButton(9));
    const buy = () => fireEvent.click(screen.getByRole('button', { name: /Buy ticket for/ }));
    buy();
    expect((await screen.findByRole('alert')).textContent).toMatch(/did not answer/);
    buy();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await screen.findByRole('alert');
    fireEvent.click(numberButton(10));
    buy();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('words each refusal from the dictionary', async () => {
    const { api, stores } = setup({ signedIn: true });
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    api.on(BUY, {
      status: 409,
      message: 'refused',
      body: {
        ok: false,
        refusals: [{ code: 'insufficient_funds' }, { code: 'limit_wagering_exceeded', limit: 15 }],
      },
    });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    fireEvent.click(numberButton(9));
    fireEvent.click(screen.getByRole('button', { name: /Buy ticket for/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'There is not enough money in your account for this stake.',
    );
    expect(alert.textContent).toMatch(/exceed your wagering limit \(left: 15\.00\u00a0₽\)/);
    expect(api.callsTo(BUY)[0]?.body).toEqual({
      drawId: 41,
      accountId: 1,
      stake: 10,
      numbers: [9],
    });
  });

  it('refuses locally a stake off the step and a ticket without numbers, sending nothing', async () => {
    const { api, stores } = setup({ signedIn: true });
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    await waitFor(() => expect(stores.account.mainAccount).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    expect(screen.getByText(/The stake must be a multiple of 10\.00/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Choose 1 to 5 numbers (chosen: 0).');
    expect(api.callsTo(BUY)).toHaveLength(0);
  });

  it('offers a guest the sign-in instead of the buy button', async () => {
    const { api, stores } = setup();
    api.on('GET /web-api/lotto/lotteries/keno', { data: keno() });
    renderLotto(stores, '/en/lotto/view/keno');
    await screen.findByRole('heading', { name: 'Keno' });
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/en/user/login?returnUrl=%2Fen%2Flotto%2Fview%2Fkeno');
    expect(screen.queryByRole('button', { name: /Buy ticket/ })).toBeNull();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
  });
});

describe('Lotto catalogue', () => {
  it('shows each lottery with its open draw, countdown and last numbers; no section is the catalogue', async () => {
    const { api, stores } = setup();
    const last = openDraw({ id: 40, number: 11, status: 'drawn', numbers: [4, 8, 15, 16, 23] });
    api.on(CATALOG, { data: { lotteries: [keno({ lastDraw: last })] } });
    renderLotto(stores, '/en/lotto');
    const card = await screen.findByRole('article', { name: 'Keno' });
    expect(within(card).getByText('20 of 80')).toBeTruthy();
    expect(within(card).getByText('Draw No. 12')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toMatch(/Closes in\s+\d:\d\d:\d\d/);
    const balls = within(card).getByRole('list', { name: 'Numbers drawn in draw No. 11' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4', '8', '15', '16', '23']);
    expect(within(card).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/en/lotto/view/keno',
    );
    const nav = screen.getByRole('navigation', { name: 'Lotto sections' });
    expect(within(nav).getByRole('link', { name: 'Lotteries' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('Lotto results', () => {
  const lottery = keno();

  async function drawnDraw(tamper: boolean): Promise<LottoDrawView> {
    const seed = '5f'.repeat(32);
    const numbers = await drawLottoNumbers(seed, lottery, 7);
    return openDraw({
      id: 30,
      number: 7,
      status: 'drawn',
      drawnAt: new Date().toISOString(),
      serverSeed: seed,
      serverSeedHash: await hashServerSeed(seed),
      numbers: tamper ? [numbers[1]!, numbers[0]!, ...numbers.slice(2)] : numbers,
      tickets: 4,
      winners: [{ currencyId: 643, tickets: 1, paid: 35 }],
    });
  }

  function renderResults(stores: RootStore) {
    return renderLotto(stores, '/en/lotto/results/keno');
  }

  it('verifies a genuine draw in the browser and shows its seed and hash', async () => {
    const { api, stores } = setup();
    const draw = await drawnDraw(false);
    api.on(CATALOG, { data: { lotteries: [lottery] } });
    api.on(RESULTS, { data: { items: [draw], total: 1, page: 1, pageSize: 10 } });
    renderResults(stores);
    const card = await screen.findByRole('article', { name: 'Keno · Draw No. 7' });
    expect(within(card).getByText(/^1 winning, 35\.00\s₽ paid$/)).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Verify' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('Verified: this draw is genuine.')).toBeTruthy();
    expect(
      within(card).getByText('The seed matches its hash published before the draw'),
    ).toBeTruthy();
    expect(within(card).getByText('The numbers match those recomputed from the seed')).toBeTruthy();
    expect(within(card).getByText(draw.serverSeed!)).toBeTruthy();
    expect(within(card).getByText(draw.serverSeedHash)).toBeTruthy();
    expect(api.callsTo(RESULTS)[0]?.path).toContain('lotteryId=keno');
  });

  it('says a tampered draw fails: the seed matches its hash, the numbers do not', async () => {
    const { api, stores } = setup();
    const draw = await drawnDraw(true);
    api.on(CATALOG, { data: { lotteries: [lottery] } });
    api.on(RESULTS, { data: { items: [draw], total: 1, page: 1, pageSize: 10 } });
    renderResults(stores);
    const card = await screen.findByRole('article', { name: 'Keno · Draw No. 7' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Verify' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(
      await within(card).findByText('Verification failed: this draw does not match its seed.'),
    ).toBeTruthy();
    expect(
      within(card).getByText('The seed matches its hash published before the draw'),
    ).toBeTruthy();
    expect(
      within(card).getByText('The numbers do NOT match those recomputed from the seed'),
    ).toBeTruthy();
    expect(
      within(card).getByRole('list', { name: 'Numbers recomputed from the seed' }),
    ).toBeTruthy();
  });

  it('says a seed that is not the one committed fails its hash', async () => {
    const { api, stores } = setup();
    const draw = { ...(await drawnDraw(false)), serverSeedHash: '00'.repeat(32) };
    api.on(CATALOG, { data: { lotteries: [lottery] } });
    api.on(RESULTS, { data: { items: [draw], total: 1, page: 1, pageSize: 10 } });
    renderResults(stores);
    const card = await screen.findByRole('article', { name: 'Keno · Draw No. 7' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Verify' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(
      await within(card).findByText('The seed does NOT match its published hash'),
    ).toBeTruthy();
  });

  it('says when no draw has been made yet', async () => {
    const { api, stores } = setup();
    api.on(CATALOG, { data: { lotteries: [lottery] } });
    api.on(RESULTS, { data: { items: [], total: 0, page: 1, pageSize: 10 } });
    renderLotto(stores, '/en/lotto/results');
    expect(await screen.findByText('No draws have been made yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Draw results' })).toBeTruthy();
  });
});
