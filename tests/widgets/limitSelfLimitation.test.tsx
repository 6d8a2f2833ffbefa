import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PATHS,
  answerResult,
  exclusionQuestions,
  limit,
  ok,
  questionsAnswer,
} from '../stores/limitsFixtures';
import { NOW_S, renderSection, rowOf, setUp, textOf } from './limitsHarness';

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
