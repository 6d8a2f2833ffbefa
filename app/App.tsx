import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from '../runtime/i18n';
import { PartsContext } from '../runtime/parts';
import {
  PageRuntimeContext,
  type PageRuntime,
  type PreparedLayout,
  type RuleBase,
} from '../runtime/render';
import type { LayoutId } from '../runtime/schema/types';
import { StoresProvider } from '../widgets/shared/stores';
import type { AppWiring } from './createApp';

/** The studio preview's rule-context override (app/preview/); customers never pass one. */
export type AdjustRuleBase = (base: RuleBase) => RuleBase;

/** The providers every widget relies on, and the router over the current route table. */
export function App({ app, adjust }: { app: AppWiring; adjust?: AdjustRuleBase }): ReactNode {
  const content = useSyncExternalStore(app.content.subscribe, app.content.get);
  const router = useMemo(() => app.createRouter(content.routes), [app, content.routes]);
  useEffect(() => {
    app.routerRef.current = router;
    return () => {
      if (app.routerRef.current === router) app.routerRef.current = null;
      // StrictMode (dev) runs this cleanup and then the effect again with the same router:
      // dispose only a router that is no longer on screen, or its first navigation is aborted.
      queueMicrotask(() => {
        if (app.routerRef.current !== router) router.dispose();
      });
    };
  }, [app, router]);
  return (
    <StoresProvider stores={app.stores}>
      <I18nextProvider i18n={app.i18n}>
        <PartsContext.Provider value={app.parts}>
          <PageRuntimeProvider app={app} layouts={content.layouts} adjust={adjust}>
            <RouterProvider router={router} />
          </PageRuntimeProvider>
        </PartsContext.Provider>
      </I18nextProvider>
    </StoresProvider>
  );
}

/** Turns the stores into the rule base; a new value only when config, user or device change. */
const PageRuntimeProvider = observer(function PageRuntimeProvider(p: {
  app: AppWiring;
  layouts: Partial<Record<LayoutId, PreparedLayout>>;
  adjust: AdjustRuleBase | undefined;
  children: ReactNode;
}): ReactNode {
  const { stores, dev } = p.app;
  const config = stores.config.config;
  const user = stores.session.user;
  const userKey = JSON.stringify(user); // reads every field, so the observer follows them
  const deviceType = stores.ui.device;
  const width = stores.ui.viewportWidth;
  const adjust = p.adjust;
  const base = useMemo<RuleBase>(() => {
    const own: RuleBase = {
      config,
      user: JSON.parse(userKey) as RuleBase['user'],
      brand: { id: config.brand, name: config.name },
      visitor: p.app.visitor,
      device: { type: deviceType, width },
    };
    return adjust ? adjust(own) : own;
  }, [config, userKey, deviceType, width, adjust, p.app.visitor]);
  const runtime = useMemo<PageRuntime>(
    () => ({ base, layouts: p.layouts, dev }),
    [base, p.layouts, dev],
  );
  return <PageRuntimeContext.Provider value={runtime}>{p.children}</PageRuntimeContext.Provider>;
});
