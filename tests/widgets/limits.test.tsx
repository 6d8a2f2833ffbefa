import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { I18n } from '../../runtime/i18n';
import LimitSection from '../../widgets/LimitSection/LimitSection';
import LimitReminders from '../../widgets/LimitReminders/LimitReminders';
import DepositForm from '../../widgets/DepositForm/DepositForm';
import AuthForm from '../../widgets/AuthForm/AuthForm';
import { renderCustomerWidget, scriptedApi } from './customerHarness';
import { createRootStore, type RootStore } from '../../stores';
import type { Limit } from '../../domain/limits';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import {
  PATHS,
  RUB,
  T0,
  answerResult,
  availableLimits,
  exclusionQuestions,
  limit,
  manualScheduler,
  ok,
  pendingChange,
  questionsAnswer,
  recordingApi,
  refused,
  savedAnswer,
} from '../stores/limitsFixtures';
import enMain from '../../configs/locales/en/main.json';
import enOffice from '../../configs/locales/en/office.json';
import enLimits from '../../configs/locales/en/limits.json';
import ruMain from '../../configs/locales/ru/main.json';
import ruOffice from '../../configs/locales/ru/office.json';
import ruLimits from '../../configs/locales/ru/limits.json';
import arMain from '../../configs/locales/ar/main.json';
import arOffice from '../../configs/locales/ar/office.json';
import arLimits from '../../configs/locales/ar/limits.json';

const NOW_S = T0 / 1000;

function limitsI18n(lng: string): I18n {
  return testTranslator(lng, {
    en: { main: enMain, office: enOffice, limits: enLimits },
    ru: { main: ruMain, office: ruOffice, limits: ruLimits },
    ar: { main: arMain, office: arOffice, limits: arLimits },
  });
}

function setUp(
  limits: Limit[],
  opts: { custom?: number[]; config?: Parameters<typeof testConfig>[0] } = {},
) {
  const catalogue = availableLimits();
  for (const entry of catalogue.limits)
    entry.isCustomAllowed = opts.custom?.includes(entry.type) ?? false;
  const fake = recordingApi({
    [PATHS.available]: ok(catalogue),
    [PATHS.limits]: ok({ limits }),
    [PATHS.reasons]: ok({ reasons: [{ id: 1, selfExcludeReason: 'I spend too much' }] }),
  });
  const clock = manualScheduler();
  const stores = createRootStore({
    api: fake.api,
    config: testConfig(opts.config),
    scheduler: clock.scheduler,
  });
  stores.session.setUser({ isAuthenticated: true, userId: 1, banLevel: 0, isTermsChanged: false });
  return { fake, clock, stores };
}

/** The section as the office shows it: its widget loads the limits store with its code. */
async function renderSection(
  stores: RootStore,
  section: 'deposit' | 'extra' | 'reality' | 'wagering' | 'loss',
  lng = 'en',
) {
  await stores.limits.load();
  return renderWidget(
    <LimitSection
      props={{
        section,
        titleKey: `limits:limits_section_${section}_title`,
        subtitleKey: `limits:limits_section_${section}_subtitle`,
      }}
      slots={noSlots}
      path="p"
    />,
    { stores, i18n: limitsI18n(lng), lng, url: `/${lng}/office/responsible` },
  );
}

const rowOf = (title: string) => screen.getByRole('article', { name: title });
/** Text as read: the no-break spaces of money amounts as plain spaces. */
const textOf = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('LimitSection: deposit limits', () => {
  it('shows the limit in force and what is left of it, with options from availableValues', async () => {
    const { stores } = setUp([limit(20, { limitValue: 10_000, limitBalance: 4_000 })]);
    await renderSection(stores, 'deposit');
    const row = await screen.findByRole('article', { name: 'Deposits per 24 hours' });
    expect(textOf(within(row).getByTestId('limit-current-20'))).toBe('Active 100.00 ₽');
    expect(textOf(within(row).getByTestId('limit-remaining-20'))).toBe('40.00 ₽ left of 100.00 ₽');
    const select = within(row).getByLabelText('New limit') as HTMLSelectElement;
    expect([...select.options].map(textOf)).toEqual([
      'Choose…',
      '50.00 ₽',
      '100.00 ₽',
      '200.00 ₽',
      '500.00 ₽',
      'No limit',
    ]);
    expect(within(rowOf('Deposits per 7 days')).getByText('Not set')).toBeTruthy();
  });

  it('offers a custom amount only for the types the brand configures as custom', async () => {
    const { stores, fake } = setUp([], { custom: [21] });
    await renderSection(stores, 'deposit');
    await screen.findByRole('article', { name: 'Deposits per 7 days' });
    const daily = within(rowOf('Deposits per 24 hours')).getByLabelText(
      'New limit',
    ) as HTMLSelectElement;
    expect([...daily.options].some((o) => o.value === 'custom')).toBe(false);
    const weekly = rowOf('Deposits per 7 days');
    fireEvent.change(within(weekly).getByLabelText('New limit'), { target: { value: 'custom' } });
    fireEvent.change(within(weekly).getByLabelText('Amount, RUB'), { target: { value: '123.45' } });
    fake.on(PATHS.save, savedAnswer([limit(21, { limitValue: 12_345, limitBalance: 12_345 })]));
    fireEvent.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect(await within(weekly).findByText('Saved. The new limit applies now.')).toBeTruthy();
    expect(fake.callsTo(PATHS.save)[0]!.body).toEqual({
      limits: [{ type: 21, limitValue: 12_345 }],
    });
  });

  it('shows a looser change as pending with the time left, and approves it once the cooling-off is over', async () => {
    const active = limit(20, { limitValue: 5_000, limitBalance: 5_000 });
    const { stores, fake, clock } = setUp([active]);
    await renderSection(stores, 'deposit');
    const row = await screen.findByRole('article', { name: 'Deposits per 24 hours' });
    const pendingRecord = pendingChange(20, 20_000, {
      startedAt: NOW_S,
      endsAt: NOW_S + 24 * 3600,
    });
    fake.on(PATHS.save, savedAnswer([active, pendingRecord]));
    fireEvent.change(within(row).getByLabelText('New limit'), { target: { value: '20000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(row).findByText(
        'Saved as a pending change. You can confirm it after the cooling-off period of 24 hours.',
      ),
    ).toBeTruthy();
    const pending = within(row).getByTestId('limit-pending-20');
    expect(textOf(pending)).toContain('Requested change: 200.00 ₽');
    expect(textOf(pending)).toContain('(in 24 h 0 min)');
    const approve = within(pending).getByRole('button', {
      name: 'Confirm change',
    }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    // The current limit still applies meanwhile.
    expect(textOf(within(row).getByTestId('limit-current-20'))).toBe('Active 50.00 ₽');

    await act(async () => {
      await clock.advance(24 * 3600 * 1000);
      stores.limits.loaded.tick();
    });
    expect(pending.textContent).toContain('The cooling-off period is over');
    expect(approve.disabled).toBe(false);
    fake.on(PATHS.action, ok(null));
    fake.on(
      PATHS.limits,
      ok({ limits: [limit(20, { limitValue: 20_000, limitBalance: 20_000 })] }),
    );
    fireEvent.click(approve);
    expect(await within(row).findByText('Confirmed. The new limit is active.')).toBeTruthy();
    expect(textOf(within(row).getByTestId('limit-current-20'))).toBe('Active 200.00 ₽');
    expect(within(row).queryByTestId('limit-pending-20')).toBeNull();
  });

  it('rejects a pending change and keeps the current limit', async () => {
    const pendingRecord = pendingChange(22, 999_999_999, { endsAt: NOW_S + 3600 });
    const { stores, fake } = setUp([
      limit(22, { limitValue: 50_000, limitBalance: 1_000 }),
      pendingRecord,
    ]);
    await renderSection(stores, 'deposit');
    const row = await screen.findByRole('article', { name: 'Deposits per 30 days' });
    expect(within(row).getByTestId('limit-pending-22').textContent).toContain(
      'Requested change: No limit',
    );
    fake.on(PATHS.action, ok(null));
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel change' }));
    expect(
      await within(row).findByText('The change is cancelled. Your current limit stays.'),
    ).toBeTruthy();
    expect(within(row).queryByTestId('limit-pending-22')).toBeNull();
    expect(fake.callsTo(PATHS.action)[0]!.body).toEqual({ type: 22, action: 0 });
  });

  it('words a refusal from its reason', async () => {
    const { stores, fake } = setUp([]);
    await renderSection(stores, 'deposit');
    const row = await screen.findByRole('article', { name: 'Deposits per 24 hours' });
    fake.on(PATHS.save, refused(403, { reason: 'limit_locked', message: 'type 20 is locked' }));
    fireEvent.change(within(row).getByLabelText('New limit'), { target: { value: '5000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save limit' }));
    expect(await within(row).findByText('This limit cannot be changed now.')).toBeTruthy();
  });
});

describe('LimitSection: the cooling-off', () => {
  it("says how long a looser change waits, from the brand's cooling-off", async () => {
    const { stores, fake } = setUp([]);
    fake.on(PATHS.available, ok(availableLimits({ coolingOffHours: 72 })));
    await stores.limits.load();
    renderWidget(
      <LimitSection
        props={{
          section: 'deposit',
          titleKey: 'limits:limits_section_deposit_title',
          showCoolingOff: true,
        }}
        slots={noSlots}
        path="p"
      />,
      { stores, i18n: limitsI18n('en'), url: '/en/office/responsible' },
    );
    expect((await screen.findByTestId('cooling-off-note')).textContent).toBe(
      'A stricter limit applies at once. A looser limit, or removing one, waits 72 hours and then needs your confirmation.',
    );
  });
});

describe("LimitSection: the brand's lock rules", () => {
  it('locks a field with a pending change, and with whole-group lock its section too', async () => {
    const pendingRecord = pendingChange(21, 50_000, { endsAt: NOW_S + 3600 });
    const { stores } = setUp([limit(21), pendingRecord], {
      config: { limits: { lockOnPendingChange: true, lockWholeGroup: true } },
    });
    await renderSection(stores, 'deposit');
    const weekly = await screen.findByRole('article', { name: 'Deposits per 7 days' });
    expect(
      within(weekly).getByText('Locked until the requested change is confirmed or cancelled.'),
    ).toBeTruthy();
    expect(within(weekly).queryByRole('combobox')).toBeNull();
    // The pending change itself can still be approved or rejected.
    expect(within(weekly).getByRole('button', { name: 'Cancel change' })).toBeTruthy();
    const daily = rowOf('Deposits per 24 hours');
    expect(
      within(daily).getByText('Locked while another limit in this section is locked.'),
    ).toBeTruthy();
  });

  it('leaves the other fields free without those rules', async () => {
    const pendingRecord = pendingChange(21, 50_000, { endsAt: NOW_S + 3600 });
    const { stores } = setUp([limit(21), pendingRecord]);
    await renderSection(stores, 'deposit');
    const weekly = await screen.findByRole('article', { name: 'Deposits per 7 days' });
    expect(within(weekly).getByRole('combobox')).toBeTruthy();
    expect(within(rowOf('Deposits per 24 hours')).getByRole('combobox')).toBeTruthy();
  });
});

describe('LimitSection: self-limitation', () => {
  it('warns about a self-exclusion once a period is chosen, then asks the questions and applies it', async () => {
    const { stores, fake } = setUp([]);
    await renderSection(stores, 'extra');
    const row = await screen.findByRole('article', { name: 'Self-exclusion' });
    expect(within(row).queryByRole('alert')).toBeNull();
    fireEvent.change(within(row).getByLabelText('Period'), { target: { value: '30' } });
    expect(within(row).getByRole('alert').textContent).toContain(
      'Self-exclusion starts as soon as you confirm it',
    );
    await waitFor(() => expect(within(row).getByLabelText('Reason (optional)')).toBeTruthy());
    fireEvent.change(within(row).getByLabelText('Reason (optional)'), { target: { value: '1' } });

    const questions = exclusionQuestions(5, 'type_30', ['state_active', 'cancel']);
    fake.on(PATHS.save, questionsAnswer(questions, 'g-1'));
    fireEvent.click(within(row).getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(fake.callsTo(PATHS.save)[0]!.body).toEqual({
      limits: [{ type: 30, limitValue: 30, selfExcludeReason: 1 }],
    });
    const submit = within(dialog).getByRole('button', {
      name: 'Confirm and start',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Active'));
    const excluded = limit(30, { limitValue: 30, measure: 'days', endsAt: NOW_S + 30 * 86400 });
    fake.on(PATHS.answers, answerResult(5, true, [excluded]));
    fake.on('POST /web-api/auth/disconnect', ok({}));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo(PATHS.answers)[0]!.body).toEqual({
      tokenGuid: 'g-1',
      answers: [{ questionId: 5, answerId: 1 }],
    });
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(false));
  });

  it('locks self-exclusion and time-out while ACTIVE, saying until when', async () => {
    const { stores } = setUp([
      limit(33, { limitValue: 7, measure: 'days', endsAt: NOW_S + 7 * 86400 }),
    ]);
    await renderSection(stores, 'extra');
    const row = await screen.findByRole('article', { name: 'Deposit time-out' });
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(
      within(row).getByText(/In force until .*It cannot be shortened or cancelled\./),
    ).toBeTruthy();
    // The session limit beside it can still be set.
    expect(within(rowOf('Daily session limit')).getByRole('combobox')).toBeTruthy();
  });

  it('disables the whole section while type 37 is ACTIVE', async () => {
    const { stores } = setUp([limit(37, { limitValue: 1, measure: 'flag' })]);
    await renderSection(stores, 'extra');
    expect(
      await screen.findByText(
        'These limits are managed by our support team for your account and cannot be changed here.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('article', { name: 'Extra limits disabled' })).toBeNull();
  });

  it('reads right to left in Arabic with the Arabic texts', async () => {
    const { stores } = setUp([limit(32, { limitValue: 15, measure: 'minutes' })]);
    await renderSection(stores, 'reality', 'ar');
    const row = await screen.findByRole('article', { name: 'تذكير الواقع' });
    expect(textOf(within(row).getByTestId('limit-current-32'))).toBe('سارٍ كل 15 دقيقة');
  });
});

describe('LimitReminders', () => {
  it('holds the reality check, with time played and net result, until it is acknowledged', async () => {
    const { stores, fake } = setUp([]);
    // Made on sign-in (stores/sessionWiring.ts); the harness does not follow the session.
    await stores.limits.load();
    fake.on(
      PATHS.ping,
      ok({
        sessionEnded: false,
        reason: null,
        playedTodaySeconds: 0,
        sessionLimitSeconds: null,
        sessionRemainingSeconds: null,
        signInAgainAt: null,
        realityCheck: null,
      }),
    );
    renderWidget(<LimitReminders props={{}} slots={noSlots} path="p" />, {
      stores,
      i18n: limitsI18n('en'),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      // As a ping answer would set it (in an action).
      runInAction(() => {
        stores.limits.loaded.realityCheck = {
          due: true,
          intervalMinutes: 30,
          playedSeconds: 65 * 60,
          netResult: -2_550,
          currencyId: RUB,
        };
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 1 h 5 min.');
    expect(textOf(dialog)).toContain('Net result: you are 25.50 ₽ down.');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Continue playing' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo(PATHS.ping)[0]!.body).toEqual({ acknowledgeRealityCheck: true });
  });

  it('tells a customer signed out by the session limit to come back tomorrow', async () => {
    const storage = window.localStorage;
    storage.setItem('sessionLimitEnded', JSON.stringify({ signInAgainAt: NOW_S + 3600 }));
    const stores = createRootStore({ api: recordingApi().api, config: testConfig(), storage });
    renderWidget(<LimitReminders props={{}} slots={noSlots} path="p" />, {
      stores,
      i18n: limitsI18n('ru'),
      lng: 'ru',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Лимит игровой сессии исчерпан' });
    expect(dialog.textContent).toContain('Возвращайтесь завтра');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.getItem('sessionLimitEnded')).toBeNull();
  });
});

describe('DepositForm and the deposit limit', () => {
  it('says clearly what the deposit limit still allows when a deposit is refused', async () => {
    const fake = recordingApi({
      'GET /web-api/account/data': ok({
        balance: 6_000,
        bonus: 0,
        all_accounts: [
          {
            id: 1,
            iso: 'RUB',
            symbol: '₽',
            currencyId: RUB,
            type: 0,
            money: 6_000,
            points: 0,
            label: null,
            isActive: true,
          },
        ],
        is_available_first_deposit_bonus: false,
      }),
      'POST /web-api/payments/deposit': refused(403, {
        reason: 'limit_deposit_exceeded',
        remaining: 4_000,
        message: 'over the limit',
      }),
    });
    const stores = createRootStore({ api: fake.api, config: testConfig() });
    await stores.account.load();
    renderWidget(<DepositForm props={{}} slots={noSlots} path="p" />, {
      stores,
      i18n: limitsI18n('en'),
    });
    fireEvent.change(screen.getByLabelText('Amount to deposit, RUB'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This deposit is more than your deposit limit leaves.',
    );
    const detail = screen.getByTestId('deposit-limit-refusal');
    expect(textOf(detail)).toContain(
      'Your deposit limit lets you deposit up to 40.00 ₽ more right now.',
    );
    expect(within(detail).getByRole('link', { name: 'See my limits' }).getAttribute('href')).toBe(
      '/en/office/responsible',
    );
  });
});

describe('Sign-in refused by a limit', () => {
  it('says why and until when', async () => {
    const endsAt = NOW_S + 7 * 86_400;
    const api = scriptedApi().on('POST /web-api/auth/login', {
      status: 403,
      message: 'self-excluded',
      body: { reason: 'self_excluded', endsAt, message: 'self-excluded' },
    });
    renderCustomerWidget(<AuthForm props={{ level: 1 }} slots={noSlots} path="p" />, {
      api,
      url: '/en/user/login',
    });
    fireEvent.change(screen.getByLabelText('E-mail or account ID'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself from play. Your account is closed until the self-exclusion ends.',
    );
    // In the site's time zone (the SPEC section 9 default, UTC+3, 24-hour clock), not the browser's.
    const until = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
      hour12: false,
    }).format(new Date(endsAt * 1000 + 3 * 3_600_000));
    expect(textOf(screen.getByTestId('sign-in-refused-until'))).toBe(
      `Until ${until.replace(/[\u00a0\u202f]/g, ' ')}.`,
    );
  });
});
