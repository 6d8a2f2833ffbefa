// The block-appeal-history widget over scripted answers (SPEC section 4 "Bans"): the history with
// each appeal's status and the operator's answer; the text's length checked before it goes; a sent
// appeal read back; while one is pending the form gives way to a note; a refusal worded.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import enMain from '../../configs/locales/en/main.json';
import enAccess from '../../configs/locales/en/access.json';
import arAccess from '../../configs/locales/ar/access.json';
import ruAccess from '../../configs/locales/ru/access.json';
import BlockAppeals from '../../widgets/BlockAppeals/BlockAppeals';
import type { AppealView } from '../../domain/access/appeals';
import { noSlots, renderWidget, testTranslator } from './harness';
import { customerStores, scriptedApi, signIn, type ScriptedApi } from './customerHarness';

const PATH = 'GET /web-api/access/appeals';
const TEXT = 'I was blocked by mistake, please look again.';

const rejected: AppealView = {
  id: '3',
  text: 'The first appeal, a while ago.',
  status: 'rejected',
  answer: 'The block stays: the rules were broken.',
  createdAt: '2026-11-20T10:00:00.000Z',
  answeredAt: '2026-11-21T10:00:00.000Z',
};

function render(api: ScriptedApi) {
  const stores = customerStores(api);
  signIn(stores);
  stores.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 10, isTermsChanged: false });
  return renderWidget(<BlockAppeals props={{}} slots={noSlots} path="p" />, {
    stores,
    i18n: testTranslator('en', { en: { main: enMain, access: enAccess } }),
    url: '/en/block-appeal-history',
  });
}

describe('BlockAppeals', () => {
  it('lists the appeals with status and answer, checks the length, sends one and reads it back', async () => {
    let appeals: AppealView[] = [rejected];
    const api = scriptedApi()
      .on(PATH, () => ({ data: { appeals } }))
      .on('POST /web-api/access/appeals', (call) => {
        const sent: AppealView = {
          id: '4',
          text: (call.body as { text: string }).text,
          status: 'pending',
          answer: null,
          createdAt: '2026-11-27T10:00:00.000Z',
          answeredAt: null,
        };
        appeals = [sent, ...appeals];
        return { data: { appeal: sent } };
      });
    render(api);
    const history = await screen.findByRole('region', { name: 'Your appeals' });
    const [item] = within(history).getAllByRole('listitem');
    expect(item?.textContent).toContain('Rejected');
    expect(item?.textContent).toContain('The first appeal, a while ago.');
    expect(within(item!).getByRole('heading', { level: 3 }).textContent).toMatch(/^Our answer/);
    expect(item?.textContent).toContain('The block stays: the rules were broken.');

    const box = screen.getByLabelText('Your appeal');
    fireEvent.change(box, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('From 20 to 2000 characters.');
    expect(api.callsTo('POST /web-api/access/appeals')).toEqual([]);

    fireEvent.change(box, { target: { value: `  ${TEXT}  ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((li) => li.dataset.status),
      ).toEqual(['pending', 'rejected']),
    );
    expect(api.callsTo('POST /web-api/access/appeals').map((c) => c.body)).toEqual([
      { text: TEXT },
    ]);
    // One pending at a time: the form gives way to a note.
    expect(
      screen.getByText(
        'Your appeal is being reviewed. You can send a new one once it has been answered.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the appeal' })).toBeNull();
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain('Under review');
  });

  it('says when there is none yet, and words a refusal', async () => {
    const api = scriptedApi()
      .on(PATH, { data: { appeals: [] } })
      .on('POST /web-api/access/appeals', {
        status: 403,
        message: 'Only a banned customer appeals a ban',
        body: { reason: 'not_banned' },
      });
    render(api);
    expect(await screen.findByText('You have not sent any appeal yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your appeal'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Appeals are for restricted accounts, and yours is not restricted.',
    );
  });

  it('has every text in ru and ar', () => {
    const keys = Object.keys(enAccess).filter((key) => key.startsWith('appeal_'));
    expect(keys.filter((key) => !(key in ruAccess) || !(key in arAccess))).toEqual([]);
  });
});
