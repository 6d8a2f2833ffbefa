// Helpers for the limits widget tests: a translator with the limits dictionaries, real stores over
// a recording api with the limits service answers, and a LimitSection as the office shows it.
import { screen } from '@testing-library/react';
import type { I18n } from '../../runtime/i18n';
import LimitSection from '../../widgets/LimitSection/LimitSection';
import { createRootStore, type RootStore } from '../../stores';
import type { Limit } from '../../domain/limits';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import {
  PATHS,
  T0,
  availableLimits,
  manualScheduler,
  ok,
  recordingApi,
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

export const NOW_S = T0 / 1000;

export function limitsI18n(lng: string): I18n {
  return testTranslator(lng, {
    en: { main: enMain, office: enOffice, limits: enLimits },
    ru: { main: ruMain, office: ruOffice, limits: ruLimits },
    ar: { main: arMain, office: arOffice, limits: arLimits },
  });
}

export function setUp(
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
export async function renderSection(
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

export const rowOf = (title: string) => screen.getByRole('article', { name: title });
/** Text as read: the no-break spaces of money amounts as plain spaces. */
export const textOf = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
