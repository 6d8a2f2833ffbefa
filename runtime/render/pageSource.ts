import type { ApiClient } from '../api/types';
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

/** A page document, validated and prepared, its widgets' components loaded (also the studio preview's draft). */
export async function preparePageDocument(
  deps: Omit<PageSourceDeps, 'api'>,
  pageId: string,
  data: unknown,
): Promise<PageLoadResult> {
  if (!deps.validatePage(data)) {
    const message = `pages/${pageId}.json: ${describeValidationErrors(deps.validatePage.errors)}`;
    if (!deps.registry.env.dev) deps.registry.env.report({ kind: 'invalid-schema', message });
    return { kind: 'invalid', message };
  }
  const schema = data as PageSchema;
  const body = preparePage(
    schema.body,
    deps.registry,
    deps.widgetPropsValidators,
    `pages/${pageId}.json#/body`,
  );
  await deps.registry.preload(widgetNamesOf(body));
  return {
    kind: 'ok',
    page: { id: schema.id, layout: schema.layout ?? 'default', meta: schema.meta ?? {}, body },
  };
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
