// SPEC section 6 "A user needing an office transfer gets a transfer modal": the session's
// transfer_brand reaches the session user, the default layout shows TransferModal only then (not
// on the transfer pages themselves), and its button leads into office/transfer with the brand.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { compileRule } from '../../runtime/render/rules';
import type { JsonLogicRule } from '../../runtime/schema/types';
import { SessionStore } from '../../stores';
import TransferModal, { transferModalLaterKey } from '../../widgets/TransferModal/TransferModal';
import { ok, scriptedApi as storeApi } from '../stores/fakeApi';
import { MEMBER, ruleContext } from '../runtime/fixtures';
import { noSlots } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi } from './customerHarness';

afterEach(() => window.sessionStorage.clear());

const sessionAnswer = (extra: object) =>
  ok({ user_id: 42, ban_level: 0, ban_version: 0, is_terms_changed: false, ...extra });

describe('the session store reads transfer_brand', () => {
  it('holds the brand the session names, and none when it names none or a malformed one', async () => {
    for (const [answer, expected] of [
      ['nord', 'nord'],
      [null, null],
      [undefined, null],
      ['Nord!', null],
    ] as const) {
      const fake = storeApi({ 'GET /web-api/session': sessionAnswer({ transfer_brand: answer }) });
      const store = new SessionStore({ api: fake.api });
      expect((await store.loadSession()).ok).toBe(true);
      expect(store.transferBrand).toBe(expected);
      expect(store.user.transferBrand ?? null).toBe(expected);
    }
  });
});

describe('the default layout places TransferModal', () => {
  const layout = JSON.parse(readFileSync('schemas/layouts/default.json', 'utf8')) as {
    body: { slots: { items: { key?: string; visibleIf?: JsonLogicRule }[] } };
  };
  const node = layout.body.slots.items.find((n) => n.key === 'transfer-modal');
  const rule = compileRule(node?.visibleIf ?? false);
  const shows = (user: typeof MEMBER, routeId: string) =>
    rule.test(ruleContext({ user, route: { id: routeId, path: '', params: {}, meta: {} } }));

  it('for a customer who needs a transfer, on every page but the transfer ones', () => {
    expect(node).toBeDefined();
    const moving = { ...MEMBER, transferBrand: 'nord' };
    expect(shows(moving, 'home')).toBe(true);
    expect(shows(moving, 'office-account')).toBe(true);
    expect(shows(moving, 'office-transfer')).toBe(false);
    expect(shows(moving, 'user-transfer')).toBe(false);
    expect(shows(MEMBER, 'home')).toBe(false);
  });
});

describe('TransferModal', () => {
  const render = (transferBrand?: string, banLevel = 0, lng = 'en') => {
    const api = scriptedApi();
    const stores = customerStores(api);
    stores.session.setUser({
      isAuthenticated: true,
      userId: 10000001,
      banLevel,
      isTermsChanged: false,
      ...(transferBrand ? { transferBrand } : {}),
    });
    renderCustomerWidget(<TransferModal props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
      lng,
      url: `/${lng}/`,
    });
    return stores;
  };

  it('asks the customer to move to the brand the session names, leading into office/transfer', async () => {
    render('nord');
    const dialog = await screen.findByRole('dialog', { name: 'Your account has moved' });
    expect(dialog.textContent).toContain('Your account now belongs to Nord Bet.');
    const go = screen.getByRole('link', { name: 'Move to Nord Bet' });
    expect(go.getAttribute('href')).toBe('/en/office/transfer?brand=nord');
  });

  it('"Later" hides it for the tab (a sessionStorage mark)', async () => {
    render('nord');
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(transferModalLaterKey(10000001, 'nord'))).toBe('1');
  });

  it('stays hidden after "Later" in the same tab', () => {
    window.sessionStorage.setItem(transferModalLaterKey(10000001, 'nord'), '1');
    render('nord');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not appear without a transfer to make, nor for a banned customer', () => {
    render();
    expect(screen.queryByRole('dialog')).toBeNull();
    render('nord', 45);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Russian from the dictionary', async () => {
    render('aurora', 0, 'ru');
    const dialog = await screen.findByRole('dialog', { name: 'Ваш счёт переведён' });
    expect(dialog.textContent).toContain('Ваш счёт теперь принадлежит Aurora Bet.');
    expect(screen.getByRole('link', { name: 'Перейти на Aurora Bet' }).getAttribute('href')).toBe(
      '/ru/office/transfer?brand=aurora',
    );
  });
});
