// Fixture widgets, validators and contexts for the runtime tests (no real widget library).
import type { ReactNode } from 'react';
import type { ClientReport } from '../../runtime/api/types';
import type { PropsValidator, PropsValidators } from '../../runtime/render/preparedNode';
import type { RuleContext, WidgetDefinition, WidgetRenderProps } from '../../runtime/render/types';
import type { SiteConfig } from '../../runtime/schema/types';

export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    schemaVersion: 1,
    brand: 'aurora',
    name: 'Aurora Bet',
    defaultLanguage: 'ru',
    languages: ['ru', 'en', 'ar'],
    language: 'ru',
    langHiddenUnauthorized: [],
    availableRouteIds: [47],
    headerRows: 1,
    scrollToTopIcon: 'angle',
    snowfall: false,
    socialLinks: [],
    minimumAge: 18,
    partnerCssBrandBook: [],
    logo: { src: '/logo.svg', alt: 'Aurora' },
    ...overrides,
  };
}

export const GUEST: RuleContext['user'] = {
  isAuthenticated: false,
  banLevel: 0,
  isTermsChanged: false,
};
export const MEMBER: RuleContext['user'] = {
  isAuthenticated: true,
  userId: 7,
  banLevel: 0,
  isTermsChanged: false,
};

export function ruleContext(overrides: Partial<RuleContext> = {}): RuleContext {
  return {
    config: siteConfig(),
    user: GUEST,
    route: { id: 'home', path: '', params: {}, meta: {} },
    query: {},
    device: { type: 'desktop', width: 1366 },
    brand: { id: 'aurora', name: 'Aurora Bet' },
    visitor: { bucket: 0 },
    ...overrides,
  };
}

/** A validator with the ajv interface: `check` returns an error message or null. */
export function validator(check: (data: Record<string, unknown>) => string | null): PropsValidator {
  const validate: PropsValidator = (data) => {
    const message = check((data ?? {}) as Record<string, unknown>);
    validate.errors = message
      ? [{ instancePath: '', keyword: 'fixture', params: {}, message }]
      : null;
    return message === null;
  };
  return validate;
}

type Props = Record<string, unknown>;

function Text({ props }: WidgetRenderProps<Props>): ReactNode {
  return <span data-testid={`text-${String(props.id ?? '')}`}>{String(props.text ?? '')}</span>;
}

function Box({ props, slots }: WidgetRenderProps<Props>): ReactNode {
  return (
    <div data-testid={`box-${String(props.id ?? '')}`}>
      {slots.main}
      {slots.aside}
    </div>
  );
}

function Boom({ props }: WidgetRenderProps<Props>): ReactNode {
  throw new Error(`boom ${String(props.id ?? '')}`);
}

const immediate =
  <C,>(component: C) =>
  () =>
    Promise.resolve({ default: component });

export const fixtureWidgets: WidgetDefinition<Props>[] = [
  { name: 'Text', load: immediate(Text) },
  { name: 'Box', load: immediate(Box) },
  { name: 'Boom', load: immediate(Boom) },
];

export const fixtureValidators: PropsValidators = {
  Text: validator((p) =>
    p.text === undefined || typeof p.text === 'string' ? null : '/text must be string',
  ),
  Box: validator(() => null),
  Boom: validator(() => null),
};

export function recorder(): { reports: ClientReport[]; report: (r: ClientReport) => void } {
  const reports: ClientReport[] = [];
  return { reports, report: (r) => reports.push(r) };
}
