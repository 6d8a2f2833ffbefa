import type { ApiClient } from '../api/types';
import { servedDocument } from '../schema/servedDocument';
import type { PageSchema } from '../schema/types';
import type { PreparedPage } from './pageRuntime';
import type { PropsValidator, PropsValidators } from './preparedNode';
import { preparePage, widgetNamesOf } from './prepare';
import type { WidgetRegistry } from './registry';
import { describeValidationErrors } from './validationMessage';

export type PageLoadResult =
  { kind: 'ok'; page: PreparedPage } | { kind: 'missing' } | { kind: 'invalid'; message: string };

export interface PageSourceDeps {
  api: ApiClient;
  registry: WidgetRegistry;
}

/**
 * A page the server did not check (the studio preview's draft) is checked here: the page schema,
 * and the props of each widget that has a validator in `widgetPropsValidators`.
 */
export interface UncheckedPageChecks {
  validatePage: PropsValidator;
  widgetPropsValidators: PropsValidators;
}

export interface PageSource {
  /** The page, fetched, validated and prepared once, with its widgets' components loaded. */
  load(pageId: string): Promise<PageLoadResult>;
  /** Drops cached pages (one, or all) so the next load fetches again (hot reload). */
  invalidate(pageId?: string): void;
}

export const pagePath = (pageId: string): string =>
  `/bff-api/pages/${encodeURIComponent(pageId)}.json`;

/**
 * A page document prepared, its widgets' components loaded. A page from the server is trusted
 * (servedDocument.ts) but for its schemaVersion; the studio preview's draft passes `checks`.
 */
export async function preparePageDocument(
  deps: Pick<PageSourceDeps, 'registry'>,
  pageId: string,
  data: unknown,
  checks?: UncheckedPageChecks,
): Promise<PageLoadResult> {
  const source = `pages/${pageId}.json`;
  const served = servedDocument<PageSchema>('page', data, source);
  if (!served.ok) return invalidPage(deps.registry, served.message);
  if (checks && !checks.validatePage(served.value)) {
    const errors = describeValidationErrors(checks.validatePage.errors);
    return invalidPage(deps.registry, `${source}: ${errors}`);
  }
  const schema = served.value;
  const body = preparePage(
    schema.body,
    deps.registry,
    checks?.widgetPropsValidators,
    `${source}#/body`,
  );
  await deps.registry.preload(widgetNamesOf(body));
  return {
    kind: 'ok',
    page: { id: schema.id, layout: schema.layout ?? 'default', meta: schema.meta ?? {}, body },
  };
}

function invalidPage(registry: WidgetRegistry, message: string): PageLoadResult {
  if (!registry.env.dev) registry.env.report({ kind: 'invalid-schema', message });
  return { kind: 'invalid', message };
}

export function createPageSource(deps: PageSourceDeps): PageSource {
  const cache = new Map<string, Promise<PageLoadResult>>();

  async function fetchAndPrepare(pageId: string): Promise<PageLoadResult> {
    const answer = await deps.api.getJson<unknown>(pagePath(pageId));
    if (!answer.ok) {
      if (answer.status === 404) return { kind: 'missing' };
      cache.delete(pageId); // a network failure is not remembered
      return { kind: 'invalid', message: `page ${pageId} could not be loaded: ${answer.message}` };
    }
    return preparePageDocument(deps, pageId, answer.data);
  }

  return {
    load(pageId) {
      let pending = cache.get(pageId);
      if (!pending) {
        pending = fetchAndPrepare(pageId);
        cache.set(pageId, pending);
      }
      return pending;
    },
    invalidate(pageId) {
      if (pageId === undefined) cache.clear();
      else cache.delete(pageId);
    },
  };
}
