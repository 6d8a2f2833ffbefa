import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LimitReminders from '../../widgets/LimitReminders/LimitReminders';
import { createRootStore } from '../../stores';
import { noSlots, renderWidget, testConfig } from './harness';
import { PATHS, RUB, ok, recordingApi } from '../stores/limitsFixtures';
import { NOW_S, limitsI18n, setUp, textOf } from './limitsHarness';

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
