// Preview mode of the site page (lazy chunk; app/main.tsx loads it only inside a same-origin
// studio frame that asked for it). It renders the studio's page document in place of the
// route's page through the real runtime (validation, props checks, error boundaries), under
// the rule-context overrides the studio sends, and outlines the widgets their rules hide.
import './preview.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { validatePage } from 'virtual:schema-validators/contracts';
import { widgetPropsValidatorLoaders } from 'virtual:schema-validators/widget-loaders';
import { preparePageDocument, type PageLoadResult } from '../../runtime/render/pageSource';
import { widgetNamesIn } from '../../runtime/render/prepare';
import type { PropsValidator } from '../../runtime/render/preparedNode';
import { brandBookToCss } from '../../runtime/schema/brandBookCss';
import type { PageSchema } from '../../runtime/schema/types';
import type { App as AppView, AdjustRuleBase } from '../App';
import type { AppWiring } from '../createApp';
import { HiddenOutline } from './HiddenOutline';
import {
  DEFAULT_PREVIEW_TEXTS,
  parseRenderMessage,
  type PreviewContext,
  type PreviewFrameMessage,
  type PreviewRenderMessage,
  type PreviewTexts,
} from './protocol';

/** The rule context's user id of a signed-in preview: nobody's account. */
const PREVIEW_USER_ID = 0;
/** Any ban level above 0 is a ban (SPEC section 4 "Bans"). */
const PREVIEW_BAN_LEVEL = 1;

export interface PreviewHost {
  App: typeof AppView;
}

export function startPreview(app: AppWiring, root: Root, host: PreviewHost): void {
  const { App } = host;
  const post = (message: PreviewFrameMessage) =>
    window.parent.postMessage(message, location.origin);
  let texts: PreviewTexts = DEFAULT_PREVIEW_TEXTS;
  app.registry.env.hiddenView = (node, context) => (
    <HiddenOutline
      node={node}
      context={context}
      texts={texts}
      onExplain={(explanation) => post({ type: 'studio:why-hidden', explanation })}
    />
  );

  // The draft page replaces whichever page the route loads, until the studio sends none.
  let draft: Promise<PageLoadResult> | null = null;
  const ownLoad = app.pages.load.bind(app.pages);
  app.pages.load = (pageId) => draft ?? ownLoad(pageId);
  const deps = { registry: app.registry };

  let adjust: AdjustRuleBase | undefined;
  const render = () =>
    root.render(
      <StrictMode>
        <App app={app} adjust={adjust} />
      </StrictMode>,
    );

  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const message = parseRenderMessage(event.data);
    if (message === null) return;
    texts = { ...DEFAULT_PREVIEW_TEXTS, ...message.texts };
    draft =
      message.page === undefined ? null : prepareDraft(deps, pageIdOf(message.page), message.page);
    adjust = adjustFor(message.context);
    showBrandBook(message.brandBook);
    render();
    void (async () => {
      await app.routerRef.current?.revalidate();
      const result = draft ? await draft : null;
      post({
        type: 'studio:rendered',
        problem: result?.kind === 'invalid' ? result.message : null,
      });
    })();
  });

  render();
  // Ready once the router is on screen, so the first render message is not lost.
  const announce = () => {
    if (app.routerRef.current) post({ type: 'studio:ready' });
    else requestAnimationFrame(announce);
  };
  announce();
}

/**
 * A draft has not been through the server's check: it is checked here with the page schema's
 * validator and the props validators of the widgets it names, each loaded as a module of its own.
 */
export async function prepareDraft(
  deps: Parameters<typeof preparePageDocument>[0],
  pageId: string,
  page: unknown,
): Promise<PageLoadResult> {
  const names = validatePage(page) ? widgetNamesIn((page as PageSchema).body) : new Set<string>();
  const widgetPropsValidators: Record<string, PropsValidator> = {};
  await Promise.all(
    [...names].map(async (name) => {
      const load = widgetPropsValidatorLoaders[name];
      if (load) widgetPropsValidators[name] = (await load()).default;
    }),
  );
  return preparePageDocument(deps, pageId, page, { validatePage, widgetPropsValidators });
}

let shownBrandProps: string[] = [];

/**
 * A brand book draft's colours over the brand stylesheet: through the same sanitizer the server
 * uses, set on the root element with the CSSOM (the CSP forbids inline style sheets).
 */
function showBrandBook(entries: PreviewRenderMessage['brandBook']): void {
  const root = document.documentElement.style;
  for (const prop of shownBrandProps) root.removeProperty(prop);
  shownBrandProps = [];
  if (entries === undefined) return;
  const { css } = brandBookToCss(entries);
  for (const [, name, value] of css.matchAll(/(--brand-[a-z0-9-]+):([^;]*);/g)) {
    root.setProperty(name!, value!);
    shownBrandProps.push(name!);
  }
}

function pageIdOf(page: unknown): string {
  const id = (page as { id?: unknown }).id;
  return typeof id === 'string' && /^[a-z0-9][a-z0-9.-]*$/i.test(id) ? id : 'preview';
}

/** The rule base as the preview context says: the real session and config are left alone. */
function adjustFor(context: PreviewContext): AdjustRuleBase {
  return (base) => ({
    ...base,
    config: {
      ...base.config,
      ...context.flags,
      maintenance: { ...base.config.maintenance, isActive: context.maintenance },
    },
    user:
      context.user === 'guest'
        ? { isAuthenticated: false, banLevel: 0, isTermsChanged: false }
        : {
            isAuthenticated: true,
            userId: PREVIEW_USER_ID,
            banLevel: context.user === 'banned' ? (context.banLevel ?? PREVIEW_BAN_LEVEL) : 0,
            isTermsChanged: false,
          },
  });
}
