// SPEC section 3 "User config": user_hide_balance keeps the balance off the header (and the
// office's amount forms), switched in the office settings; disallow_line_sport and
// disallow_live_sport drop the section's navigation entries and send its pages home.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import HeaderAccount from '../../widgets/HeaderAccount/HeaderAccount';
import Header from '../../widgets/Header/Header';
import BottomNav from '../../widgets/BottomNav/BottomNav';
import BettingTypeTabs from '../../widgets/BettingTypeTabs/BettingTypeTabs';
import NotificationSettings from '../../widgets/NotificationSettings/NotificationSettings';
import { GUARDS, runGuards } from '../../runtime/router/guards';
import { userOfRules } from '../../app/accessWiring';
import type { RuleContext } from '../../runtime/render/types';
import { testConfig } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
} from './customerHarness';

const NOTIFICATIONS = {
  enable_mail_news: false,
  enable_mail_deposit: false,
  enable_mail_bets: false,
  enable_sms_news: false,
};

function customer(config: Record<string, unknown>) {
  const api = scriptedApi()
    .on('GET /web-api/account/data', { data: RUB_ACCOUNTS })
    .on('GET /web-api/user/config', {
      data: { user_hide_balance: false, notifications: NOTIFICATIONS, ...config },
    });
  const stores = customerStores(api, testConfig());
  signIn(stores);
  return { api, stores };
}

const NAV = [
  { to: '', labelKey: 'main:nav_home', icon: 'home' },
  { to: 'live', labelKey: 'main:nav_casino', icon: 'dice' },
  { to: 'line', labelKey: 'main:nav_toto', icon: 'trophy' },
  { to: 'about', labelKey: 'main:nav_about', icon: 'info' },
];

describe('user_hide_balance', () => {
  it('the header shows a mask with worded text instead of the balance, and no amounts in the switcher', async () => {
    const { api, stores } = customer({ user_hide_balance: true });
    await stores.userConfig.load();
    renderCustomerWidget(<HeaderAccount props={{}} slots={{}} path="parts/header.json" />, {
      api,
      stores,
    });
    const hidden = await screen.findByTestId('header-balance-hidden');
    expect(hidden.textContent).toBe('••••Balance hidden');
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(document.body.textContent).not.toContain('1\u202f500.50');
  });

  it('the office settings switch it on the server, and the header follows', async () => {
    const { api, stores } = customer({});
    api.on('PUT /web-api/user/hide-balance', (call) => ({
      data: { user_hide_balance: (call.body as { user_hide_balance: boolean }).user_hide_balance },
    }));
    await stores.userConfig.load();
    renderCustomerWidget(
      <>
        <HeaderAccount props={{}} slots={{}} path="parts/header.json" />
        <NotificationSettings props={{}} slots={{}} path="pages/office-settings.json" />
      </>,
      { api, stores },
    );
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('1'));
    const box = screen.getByRole('checkbox', { name: 'Hide balance' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await screen.findByTestId('header-balance-hidden');
    expect(api.callsTo('PUT /web-api/user/hide-balance')[0]!.body).toEqual({
      user_hide_balance: true,
    });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await screen.findByTestId('header-balance');
  });

  it('a refused switch changes nothing and says why', async () => {
    const { api, stores } = customer({});
    api.on('PUT /web-api/user/hide-balance', { status: 503, message: 'down' });
    await stores.userConfig.load();
    renderCustomerWidget(
      <NotificationSettings props={{}} slots={{}} path="pages/office-settings.json" />,
      { api, stores },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide balance' }));
    await screen.findByRole('status');
    expect(stores.userConfig.hidesBalance).toBe(false);
    expect(screen.getByRole('status').className).toContain('form__error');
  });
});

describe('disallow_line_sport and disallow_live_sport', () => {
  it('the header and the bottom navigation leave out the closed section', async () => {
    const { api, stores } = customer({ disallow_live_sport: true });
    await stores.userConfig.load();
    renderCustomerWidget(
      <>
        <Header
          props={{ navLabelKey: 'main:nav_label', languagesLabelKey: 'main:nav_label', items: NAV }}
          slots={{}}
          path="parts/header.json"
        />
        <BottomNav props={{ labelKey: 'main:nav_more', items: NAV }} slots={{}} path="l" />
      </>,
      { api, stores },
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('/en/live');
    expect(hrefs.filter((h) => h === '/en/line')).toHaveLength(2);
    expect(hrefs.filter((h) => h === '/en/about')).toHaveLength(2);
  });

  it('the betting type tabs offer only the open section', async () => {
    const { api, stores } = customer({ disallow_line_sport: true });
    renderCustomerWidget(
      <BettingTypeTabs props={{ labelKey: 'main:nav_label' }} slots={{}} path="p" />,
      { api, stores, url: '/en/live' },
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await stores.userConfig.load();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(1));
    expect(within(nav).getByRole('link').getAttribute('href')).toBe('/en/live');
  });

  it('the pages of a closed section send the customer home; the rule context carries the flags', async () => {
    const { stores } = customer({ disallow_live_sport: true });
    expect(userOfRules(stores)).toBe(stores.session.user); // not loaded yet: all open
    await stores.userConfig.load();
    const user = userOfRules(stores);
    expect(user).toMatchObject({ disallowLiveSport: true, disallowLineSport: false });
    const context = {
      config: testConfig(),
      user,
      route: { id: 'live', path: 'live', params: {}, meta: {} },
      query: {},
      device: { type: 'desktop', width: 1366 },
      brand: { id: 'aurora', name: 'Aurora' },
    } as RuleContext;
    const guard = (section: string) =>
      runGuards([{ name: 'sportsSection', args: { section } }], {
        context,
        lng: 'ru',
        production: true,
      });
    expect(guard('live')).toEqual({ kind: 'redirect', to: '/ru/' });
    expect(guard('line')).toEqual({ kind: 'allow' });
    expect(guard('casino')).toEqual({ kind: 'notFound' });
    expect(
      GUARDS.sportsSection({
        context: { ...context, user: stores.session.user },
        lng: 'ru',
        production: true,
        args: { section: 'live' },
      }),
    ).toEqual({ kind: 'allow' });
  });
});
