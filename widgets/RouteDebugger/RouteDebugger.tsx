import { useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, type TFunction } from '../../runtime/i18n';
import { queryData } from '../../runtime/api';
import { RuleContextContext } from '../../runtime/render/contexts';
import { applyRule, truthy } from '../../runtime/render/rules';
import type { RuleContext, WidgetRenderProps } from '../../runtime/render/types';
import { PartsContext } from '../../runtime/parts/PartsContext';
import type { PartManager } from '../../runtime/parts/partManager';
import { GUARDS, runGuards, type GuardsResult } from '../../runtime/router/guards';
import { routeMatch } from '../../runtime/router/routeTableMatch';
import type { RouteEntry, WidgetNode } from '../../runtime/schema/types';
import type { RouteDebuggerProps } from '../../domain/widgetProps/RouteDebugger';
import { debuggerApiStore } from '../../stores/debugger';
import { QueryScope } from '../shared/bets/QueryScope';
import { useLazyStore } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import '../shared/forms.css';
import './RouteDebugger.css';

/** A RemotePart node of a page or layout schema, where it sits and its own visibility rule. */
interface PartNode {
  name: string;
  where: 'page' | 'layout';
  rule: unknown;
}

function partNodes(node: WidgetNode | undefined, where: PartNode['where']): PartNode[] {
  if (!node) return [];
  const own: PartNode[] =
    node.widget === 'RemotePart' && typeof node.props?.name === 'string'
      ? [{ name: node.props.name, where, rule: node.visibleIf }]
      : [];
  const children = Object.values(node.slots ?? {}).flat();
  return [...own, ...children.flatMap((child) => partNodes(child, where))];
}

function outcomeText(t: TFunction, outcome: GuardsResult): string {
  switch (outcome.kind) {
    case 'allow':
      return t('access:debugger_outcome_allow');
    case 'redirect':
      return t('access:debugger_outcome_redirect', { to: outcome.to });
    case 'external':
      return t('access:debugger_outcome_external', { url: outcome.url });
    case 'notFound':
      return t('access:debugger_outcome_notFound');
    default:
      return t('access:debugger_outcome_unknown', { name: outcome.name });
  }
}

/** Renders again whenever one of the named parts changes status in this tab. */
function useFollowParts(manager: PartManager | null, names: readonly string[]): void {
  const [, setChanges] = useState(0);
  const key = [...new Set(names)].join('\n');
  useEffect(() => {
    if (!manager || key === '') return undefined;
    const stops = key
      .split('\n')
      .map((name) => manager.subscribe(name, () => setChanges((n) => n + 1)));
    return () => stops.forEach((stop) => stop());
  }, [manager, key]);
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="route-debugger__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function DebuggerView({ context }: { context: RuleContext }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const api = useLazyStore(debuggerApiStore);
  const parts = useContext(PartsContext);
  const inputId = useId();
  const asked = context.query.path?.replace(/^\/+|\/+$/g, '');
  const routes = useQuery({
    queryKey: ['debugger', 'routes'],
    queryFn: ({ signal }) => queryData(api.routes(signal)),
  });
  // The address asked for in ?path=, else the current route (this page).
  const target: { route: RouteEntry; params: Record<string, string> } | null | undefined =
    routes.data === undefined
      ? undefined
      : asked !== undefined
        ? (routeMatch(routes.data, asked) ?? null)
        : (() => {
            const route = routes.data.routes.find((r) => r.id === context.route.id);
            return route ? { route, params: context.route.params } : null;
          })();
  const pageId = target?.route.page;
  const page = useQuery({
    queryKey: ['debugger', 'page', pageId],
    queryFn: ({ signal }) => queryData(api.page(pageId ?? '', signal)),
    enabled: pageId !== undefined,
  });
  const layoutId = page.data ? (page.data.layout ?? 'default') : undefined;
  const layout = useQuery({
    queryKey: ['debugger', 'layout', layoutId],
    queryFn: ({ signal }) => queryData(api.layout(layoutId ?? 'default', signal)),
    enabled: layoutId !== undefined,
  });

  const remote = [...partNodes(page.data?.body, 'page'), ...partNodes(layout.data?.body, 'layout')];
  useFollowParts(
    parts,
    remote.map((part) => part.name),
  );

  const form = (
    <form className="form route-debugger__form" method="get">
      <div className="form__field">
        <label htmlFor={inputId}>{t('access:debugger_inspect_label', { lng })}</label>
        <input id={inputId} name="path" type="text" defaultValue={asked ?? ''} dir="ltr" />
      </div>
      <div className="form__actions">
        <button type="submit" className="button">
          {t('access:debugger_inspect_submit')}
        </button>
      </div>
    </form>
  );
  if (routes.isError) {
    return (
      <>
        {form}
        <p role="alert">{t('access:debugger_load_error')}</p>
      </>
    );
  }
  if (target === undefined) {
    return (
      <>
        {form}
        <p role="status" aria-busy="true">
          {t('access:debugger_loading')}
        </p>
      </>
    );
  }
  if (target === null) {
    return (
      <>
        {form}
        <p role="status">{t('access:debugger_no_route', { path: asked ?? '' })}</p>
      </>
    );
  }

  // The page's meta is part of what its rules see: nothing is shown before it has loaded.
  if (page.isPending || page.isError) {
    return (
      <>
        {form}
        {page.isError ? (
          <p role="alert">{t('access:debugger_load_error')}</p>
        ) : (
          <p role="status" aria-busy="true">
            {t('access:debugger_loading')}
          </p>
        )}
      </>
    );
  }
  const { route, params } = target;
  const inspected: RuleContext = {
    ...context,
    route: {
      id: route.id,
      path: route.path,
      params,
      meta: (page.data.meta as Record<string, unknown> | undefined) ?? {},
    },
  };
  const guardInput = {
    context: inspected,
    lng,
    production: import.meta.env.PROD,
    ...(route.routeId !== undefined ? { routeId: route.routeId } : {}),
    url: `/${lng}/${asked ?? route.path}`,
    from: null,
  };
  const refs = route.guards ?? [];

  return (
    <>
      {form}
      <Section title={t('access:debugger_route')}>
        <dl className="route-debugger__facts">
          <dt>{t('access:debugger_route_id')}</dt>
          <dd data-testid="debugger-route-id">{route.id}</dd>
          <dt>{t('access:debugger_route_path')}</dt>
          <dd dir="ltr">{route.path || '/'}</dd>
          <dt>{t('access:debugger_route_params')}</dt>
          <dd>
            <pre dir="ltr" data-testid="debugger-route-params">
              {json(params)}
            </pre>
          </dd>
          <dt>{t('access:debugger_route_page')}</dt>
          <dd>{route.page}</dd>
        </dl>
      </Section>
      <Section title={t('access:debugger_guards')}>
        {refs.length === 0 ? (
          <p>{t('access:debugger_no_guards')}</p>
        ) : (
          <table className="route-debugger__table">
            <thead>
              <tr>
                <th scope="col">{t('access:debugger_guard_name')}</th>
                <th scope="col">{t('access:debugger_guard_args')}</th>
                <th scope="col">{t('access:debugger_guard_outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {refs.map((ref, i) => {
                const name = typeof ref === 'string' ? ref : ref.name;
                const args = typeof ref === 'string' ? {} : (ref.args ?? {});
                const guard = Object.hasOwn(GUARDS, name)
                  ? GUARDS[name as keyof typeof GUARDS]
                  : undefined;
                const outcome: GuardsResult = guard
                  ? guard({ ...guardInput, args })
                  : { kind: 'unknown', name };
                return (
                  <tr key={i} data-outcome={outcome.kind}>
                    <th scope="row">{name}</th>
                    <td>
                      <code dir="ltr">{JSON.stringify(args)}</code>
                    </td>
                    <td>{outcomeText(t, outcome)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p data-testid="debugger-guards-result">
          {t('access:debugger_result', { outcome: outcomeText(t, runGuards(refs, guardInput)) })}
        </p>
      </Section>
      <Section title={t('access:debugger_context')}>
        <p>{t('access:debugger_context_hint')}</p>
        <pre className="route-debugger__json" dir="ltr" data-testid="debugger-context" tabIndex={0}>
          {json(inspected)}
        </pre>
      </Section>
      <Section title={t('access:debugger_parts')}>
        {layout.isPending ? (
          <p role="status" aria-busy="true">
            {t('access:debugger_loading')}
          </p>
        ) : remote.length === 0 ? (
          <p>{t('access:debugger_no_parts')}</p>
        ) : (
          <table className="route-debugger__table">
            <thead>
              <tr>
                <th scope="col">{t('access:debugger_part_name')}</th>
                <th scope="col">{t('access:debugger_part_where')}</th>
                <th scope="col">{t('access:debugger_part_rule')}</th>
                <th scope="col">{t('access:debugger_part_shown')}</th>
                <th scope="col">{t('access:debugger_part_status')}</th>
              </tr>
            </thead>
            <tbody>
              {remote.map((part, i) => {
                const shown = part.rule === undefined || truthy(applyRule(part.rule, inspected));
                const status = parts?.snapshot(part.name).status ?? 'not-existing';
                return (
                  <tr key={i}>
                    <th scope="row">{part.name}</th>
                    <td>{t(`access:debugger_where_${part.where}`)}</td>
                    <td>
                      <code dir="ltr">
                        {part.rule === undefined ? '—' : JSON.stringify(part.rule)}
                      </code>
                    </td>
                    <td>{t(shown ? 'access:debugger_yes' : 'access:debugger_no')}</td>
                    <td>{t(`access:debugger_part_${status}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>
    </>
  );
}

/**
 * debugger (SPEC section 6, non-production only): the current route, or the address asked for in
 * `?path=` (below /{lng}/), with its id and params, its guards each with its outcome and the
 * result (the first that does not allow decides), the rule context visibility rules see
 * (json-logic data), and the remote parts of its page and layout with their rule, whether that
 * rule shows them, and their load status in this tab.
 */
export default function RouteDebugger(_: WidgetRenderProps<RouteDebuggerProps>) {
  const context = useContext(RuleContextContext);
  if (!context) return null;
  return (
    <QueryScope>
      <div className="route-debugger">
        <DebuggerView context={context} />
      </div>
    </QueryScope>
  );
}
