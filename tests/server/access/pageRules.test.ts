// SPEC section 5's page rules in the first HTML (server/access/pageAccess.ts): bonus routes swap
// by promoBonusToOffer (302), the config path blacklist and a refused payment page answer 404,
// and a route's config-only guards (rules without route 47) answer 404, over a copy of the real
// content with those settings.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isBlacklistedPath,
  paymentPageAllowed,
  swappedBonusPath,
} from '../../../domain/access/pageRules';
import { serverFor } from '../casino/walletTestKit';
import {
  buildTestServer,
  databaseBackends,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDirs,
} from '../testServer';
import { NORD, signUpFast } from './accessTestKit';

afterAll(removeTempDirs);

type Json = Record<string, unknown>;

function editJson(file: string, edit: (value: Json) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

/** The real content with a payment page, office bonus routes and aurora's page settings. */
function contentWithPageRules(): string {
  const root = makeTempDir('content');
  cpSync(path.join(PROJECT_ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'configs'), path.join(root, 'configs'), { recursive: true });
  // Information and bonus pages are articles: without them the server answers 404 for them.
  cpSync(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'public', 'content'), path.join(root, 'public', 'content'), {
    recursive: true,
  });
  editJson(path.join(root, 'schemas', 'routes.json'), (table) => {
    const routes = table.routes as Json[];
    // The shipped table serves the payment page itself now; add one only where it does not.
    if (!routes.some((route) => route.path === 'payment')) {
      routes.push({ id: 'payment-info', path: 'payment', page: 'about', guards: ['maintenance'] });
    }
  });
  editJson(path.join(root, 'configs', 'brands', 'aurora', 'site.json'), (site) => {
    site.availableRouteIds = [467];
    site.isPaymentOnlyForAuthorized = true;
    site.pathBlacklist = ['contacts', 'poker/*'];
    site.promoBonusToOffer = false;
    site.isStatisticsAvailable = false;
  });
  editJson(path.join(root, 'configs', 'brands', 'nord', 'site.json'), (site) => {
    site.availableRouteIds = [47];
    site.promoBonusToOffer = true;
  });
  return root;
}

describe('SPEC section 5 page rules, pure', () => {
  it('payment page: route 467, and a signed-in visitor when payment is for authorized only', () => {
    expect(paymentPageAllowed({ availableRouteIds: [467] }, false)).toBe(true);
    expect(paymentPageAllowed({ availableRouteIds: [47] }, true)).toBe(false);
    expect(
      paymentPageAllowed({ availableRouteIds: [467], isPaymentOnlyForAuthorized: true }, false),
    ).toBe(false);
    expect(
      paymentPageAllowed({ availableRouteIds: [467], isPaymentOnlyForAuthorized: true }, true),
    ).toBe(true);
  });
  it('blacklist entries and the bonus route swap', () => {
    expect(isBlacklistedPath(['poker/*', 'x'], 'poker/holdem')).toBe(true);
    expect(isBlacklistedPath(['poker/*', 'x'], 'x/y')).toBe(false);
    expect(isBlacklistedPath(['https://evil'], 'https:')).toBe(false);
    expect(isBlacklistedPath(undefined, 'x')).toBe(false);
    expect(swappedBonusPath('office/bonuses/deposit', true)).toBe('office/bonuses-offers/deposit');
    expect(swappedBonusPath('office/bonuses-offers/wager', false)).toBe('office/bonuses/wager');
    expect(swappedBonusPath('office/bonuses/deposit', false)).toBeNull();
    expect(swappedBonusPath('bonuses', true)).toBe('bonuses-offers');
    expect(swappedBonusPath('office/bonusesx', true)).toBeNull();
  });
});

describe.each(databaseBackends())(
  'SPEC section 5 page rules in the first HTML on $name',
  (backend) => {
    let app: FastifyInstance;
    const contentRoot = contentWithPageRules();
    serverFor(
      backend,
      async (db) => ({ app: await buildTestServer({ database: db, contentRoot }) }),
      (held) => {
        app = held.server.app;
      },
    );
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { accept: 'text/html', ...headers } });

    it('the config path blacklist gives 404', async () => {
      expect((await page('/ru/contacts')).statusCode).toBe(404);
      expect((await page('/ru/about')).statusCode).toBe(200);
      expect((await page('/en/contacts', { host: NORD.host })).statusCode).toBe(200);
    });

    it('the payment page: 404 for a guest when it is for signed-in customers, 200 signed in, 404 without route 467', async () => {
      expect((await page('/ru/payment')).statusCode).toBe(404);
      const customer = await signUpFast(app);
      expect((await page('/ru/payment', { cookie: customer.headers.cookie! })).statusCode).toBe(
        200,
      );
      expect((await page('/en/payment', { host: NORD.host })).statusCode).toBe(404);
    });

    it('a route whose config guard refuses gives 404 (rules without route 47)', async () => {
      expect((await page('/ru/rules/1')).statusCode).toBe(404);
      expect((await page('/en/rules/1', { host: NORD.host })).statusCode).toBe(200);
    });

    it('statistics gives 404 without config (isStatisticsAvailable)', async () => {
      expect((await page('/ru/statistic')).statusCode).toBe(404);
      expect((await page('/ru/statisticpopup/12')).statusCode).toBe(404);
      expect((await page('/en/statistic', { host: NORD.host })).statusCode).toBe(200);
    });

    it('bonus routes swap by promoBonusToOffer, keeping the query', async () => {
      const toOffers = await page('/en/office/bonuses/deposit?x=1', { host: NORD.host });
      expect(toOffers.statusCode).toBe(302);
      expect(toOffers.headers.location).toBe('/en/office/bonuses-offers/deposit?x=1');
      const back = await page('/ru/office/bonuses-offers/wager');
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/ru/office/bonuses/wager');
      expect((await page('/ru/office/bonuses/wager')).statusCode).toBe(200);
    });

    it("legacy bonus rule names move for good (301) to the brand's bonus rules, keeping the query", async () => {
      const aurora = await page('/ru/bonus-rules?utm_source=mail');
      expect(aurora.statusCode).toBe(301);
      expect(aurora.headers.location).toBe('/ru/bonuses/rules?utm_source=mail');
      const nord = await page('/en/bonusrules', { host: NORD.host });
      expect(nord.statusCode).toBe(301);
      expect(nord.headers.location).toBe('/en/bonuses-offers/rules');
      expect((await page('/ru/bonuses/rules')).statusCode).toBe(200);
    });

    it('bonus landings swap like the other bonus pages', async () => {
      const toOffers = await page('/en/bonuses/landing/welcome-bonus', { host: NORD.host });
      expect(toOffers.statusCode).toBe(302);
      expect(toOffers.headers.location).toBe('/en/bonuses-offers/landing/welcome-bonus');
      const back = await page('/ru/bonuses-offers/landing/express-boost');
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/ru/bonuses/landing/express-boost');
    });
  },
);
