// The debugger page's widget (SPEC section 6, non-production only) over the real route table,
// page and layout schemas: the current route's id and params, its guards each with its outcome
// and the result, the rule context the visibility rules see, and the remote parts of the page and
// layout with their rule's verdict and their status in this tab; another address by ?path=.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import enMain from '../../configs/locales/en/main.json';
import enAccess from '../../configs/locales/en/access.json';
import arAccess from '../../configs/locales/ar/access.json';
import ruAccess from '../../configs/locales/ru/access.json';
import routes from '../../schemas/routes.json';
import debuggerPage from '../../schemas/pages/debugger.json';
import appealPage from '../../schemas/pages/block-appeal-history.json';
import defaultLayout from '../../schemas/layouts/default.json';
import RouteDebugger from '../../widgets/RouteDebugger/RouteDebugger';
import { RuleContextContext } from '../../runtime/render/contexts';
import { PartsContext } from '../../runtime/parts/PartsContext';
import type { PartManager } from '../../runtime/parts/partManager';
import type { RuleContext } from '../../runtime/render/types';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import { customerStores, scriptedApi } from './customerHarness';
import { expandRouteDefaults } from '../../runtime/schema/routeDefaults';
import type { RouteTable } from '../../runtime/schema/types';

/** A part manager whose header has loaded and nothing else. */
const parts: PartManager = {
  acquire: () => () => undefined,
  snapshot: (name) => ({
    status: name === 'header' ? 'ready' : 'not-existing',
    root: null,
    error: null,
  }),
  subscribe: () => () => undefined,
  reload: () => false,
  refresh: () => Promise.resolve(),
  history: [],
};

function context(
  query: Record<string, string>,
  user: Partial<RuleContext['user']> = {},
): RuleContext {
  return {
    config: testConfig(),
    user: { isAuthenticated: false, banLevel: 0, isTermsChanged: false, ...user },
    route: { id: 'debugger', path: 'debugger', params: {}, meta: debuggerPage.meta },
    query,
    device: { type: 'desktop', width: 1280 },
    brand: { id: 'aurora', name: 'Aurora' },
    visitor: { bucket: 0 },
  };
}

function render(ctx: RuleContext) {
  const api = scriptedApi()
    .on('GET /bff-api/routes.json', { data: expandRouteDefaults(routes as RouteTable) })
    .on('GET /bff-api/pages/debugger.json', { data: debuggerPage })
    .on('GET /bff-api/pages/block-appeal-history.json', { data: appealPage })
    .on('GET /bff-api/layouts/default.json', { data: defaultLayout });
  const search = new URLSearchParams(ctx.query).toString();
  return renderWidget(
    <RuleContextContext.Provider value={ctx}>
      <PartsContext.Provider value={parts}>
        <RouteDebugger props={{}} slots={noSlots} path="p" />
      </PartsContext.Provider>
    </RuleContextContext.Provider>,
    {
      stores: customerStores(api),
      i18n: testTranslator('en', { en: { main: enMain, access: enAccess } }),
      url: `/en/debugger${search ? `?${search}` : ''}`,
    },
  );
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('RouteDebugger', () => {
  it('shows the current route, its guard, the rule context and the layout’s remote parts', async () => {
    render(context({}));
    expect((await screen.findByTestId('debugger-route-id')).textContent).toBe('debugger');
    expect(JSON.parse(screen.getByTestId('debugger-route-params').textContent ?? '')).toEqual({});
    const guards = within(screen.getByRole('region', { name: 'Guards' })).getByRole('table');
    expect(cells(guards)).toEqual([['notProduction', '{}', 'Allow']]);
    expect(screen.getByTestId('debugger-guards-result').textContent).toBe(
      'Result (the first guard that does not allow decides): Allow',
    );
    const data = JSON.parse(
      screen.getByTestId('debugger-context').textContent ?? '',
    ) as RuleContext;
    expect(data.route).toEqual({
      id: 'debugger',
      path: 'debugger',
      params: {},
      meta: debuggerPage.meta,
    });
    expect(data.user).toEqual({ isAuthenticated: false, banLevel: 0, isTermsChanged: false });
    expect(data.config.headerRows).toBe(1);
    const remote = await within(screen.getByRole('region', { name: 'Remote parts' })).findByRole(
      'table',
    );
    // The one-row header shows (headerRows 1), the two-row one does not; the payment consultant
    // does not without ?payment_consultant=1; the footer shows.
    expect(
      cells(remote).map(([name, where, , shown, status]) => [name, where, shown, status]),
    ).toEqual([
      ['header', 'Layout', 'Yes', 'Ready'],
      ['header', 'Layout', 'No', 'Ready'],
      ['payment-consultant', 'Layout', 'No', 'Not loaded'],
      ['footer', 'Layout', 'Yes', 'Not loaded'],
    ]);
  });

  it('inspects another address: its guards decide by the rule context', async () => {
    render(context({ path: 'block-appeal-history' }));
    expect((await screen.findByTestId('debugger-route-id')).textContent).toBe(
      'block-appeal-history',
    );
    const guards = within(screen.getByRole('region', { name: 'Guards' })).getByRole('table');
    expect(cells(guards)).toEqual([
      ['maintenance', '{}', 'Allow'],
      ['auth', '{}', 'Redirect to /en/?returnUrl=%2Fen%2Fblock-appeal-history'],
      ['restricted', '{}', 'Redirect to /en/'],
    ]);
    expect(screen.getByTestId('debugger-guards-result').textContent).toBe(
      'Result (the first guard that does not allow decides): Redirect to /en/?returnUrl=%2Fen%2Fblock-appeal-history',
    );
    const data = JSON.parse(
      screen.getByTestId('debugger-context').textContent ?? '',
    ) as RuleContext;
    expect(data.route.id).toBe('block-appeal-history');
    expect(data.route.meta).toEqual(appealPage.meta);
  });

  it('a banned customer passes the appeal page’s guards', async () => {
    render(
      context({ path: 'block-appeal-history' }, { isAuthenticated: true, userId: 5, banLevel: 10 }),
    );
    await screen.findByTestId('debugger-route-id');
    const guards = within(screen.getByRole('region', { name: 'Guards' })).getByRole('table');
    expect(cells(guards).map((row) => row[2])).toEqual(['Allow', 'Allow', 'Allow']);
  });

  it('says when no route serves the address', async () => {
    render(context({ path: 'no/such/page/here' }));
    expect(
      await screen.findByText('No route serves the address “no/such/page/here”.'),
    ).toBeTruthy();
  });

  it('has every text in ru and ar', () => {
    const keys = Object.keys(enAccess).filter((key) => key.startsWith('debugger_'));
    expect(keys.filter((key) => !(key in ruAccess) || !(key in arAccess))).toEqual([]);
  });
});
