import { isContentChange, type ContentChange } from './hotReloadTypes';
import type { AppWiring } from './createApp';
import { fetchConfig, fetchLayout, fetchRoutes } from './content';
import { refreshBrandStylesheet } from './hotReloadBrandCss';
import { LAYOUT_IDS } from './boot';
import type { LayoutId } from '../runtime/schema/types';
import { widgetNamesOf } from '../runtime/render';

/**
 * `npm run dev`: the server sends `content-changed` when a schema or config changes (and, in
 * production too, when the studio publishes: app/pushStream.ts); the open page re-fetches what
 * changed and re-renders without a full reload.
 */
export async function applyContentChange(app: AppWiring, change: ContentChange): Promise<void> {
  const revalidate = () => void app.routerRef.current?.revalidate();
  switch (change.kind) {
    case 'config': {
      // site.json or brandbook.json: either may change what brand.css holds.
      refreshBrandStylesheet();
      const fetched = await fetchConfig(app.api, app.i18n.language);
      if (fetched.ok) app.stores.config.replace(fetched.data);
      else console.error(fetched.message);
      revalidate();
      return;
    }
    case 'routes': {
      const fetched = await fetchRoutes(app.api);
      if (fetched.ok) app.content.setRoutes(fetched.data);
      else console.error(fetched.message);
      return;
    }
    case 'layout': {
      if (!LAYOUT_IDS.includes(change.id as LayoutId)) return;
      const id = change.id as LayoutId;
      const fetched = await fetchLayout(app.api, id);
      const layout = app.prepareLayout(id, fetched.ok ? fetched.data : { error: fetched.message });
      if (layout.ok) await app.registry.preload(widgetNamesOf(layout.root));
      app.content.setLayout(id, layout);
      return;
    }
    case 'page':
      app.pages.invalidate(change.id);
      revalidate();
      return;
    case 'part':
      await app.parts.refresh(change.id);
      return;
    case 'dictionary':
      // The server names a dictionary `<lng>/<name>`; the loader reloads a name in every
      // language it holds (a brand override edit may change any of them).
      await app.dictionaries.reload(dictionaryNameOf(change.id));
      return;
    case 'article':
      // A Markdown file under content/: every article on screen is asked again.
      app.stores.articles.contentChanged();
      return;
  }
}

/** `en/info` -> `info` (server/content/contentChange.ts); a bare name stays as it is. */
export function dictionaryNameOf(changeId: string): string {
  return changeId.slice(changeId.lastIndexOf('/') + 1);
}

/** A `content-changed` event's data from the studio, applied like a dev file change. */
export function applyPublished(app: AppWiring, data: string): void {
  const change = publishedChange(parseJson(data));
  if (change) void applyContentChange(app, change);
}

/** A publication `{kind, id, brand}` as the change the page applies (brand config and book: config). */
export function publishedChange(data: unknown): ContentChange | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, id } = data as Record<string, unknown>;
  if (typeof id !== 'string') return undefined;
  if (kind === 'brandConfig' || kind === 'brandBook') return { kind: 'config', id };
  const change = { kind, id };
  return isContentChange(change) ? change : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
