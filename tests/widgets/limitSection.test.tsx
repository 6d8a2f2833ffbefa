import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import LimitSection from '../../widgets/LimitSection/LimitSection';
import { noSlots, renderWidget } from './harness';
import {
  PATHS,
  availableLimits,
  limit,
  ok,
  pendingChange,
  refused,
  savedAnswer,
} from '../stores/limitsFixtures';
import { NOW_S, limitsI18n, renderSection, rowOf, setUp, textOf } from './limitsHarness';

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
