import type { ApiClient } from '../runtime/api';
import type { SiteConfig } from '../runtime/schema/types';
import { ConfigStore } from './ConfigStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';

export { ConfigStore } from './ConfigStore';
export { SessionStore, GUEST_USER, type SessionUser } from './SessionStore';
export { UiStore, RESIZE_THROTTLE_MS, type ViewportSource } from './UiStore';

export interface RootStoreDeps {
  api: ApiClient;
  config: SiteConfig;
  storage?: Storage;
  now?: () => number;
}

export interface RootStore {
  config: ConfigStore;
  session: SessionStore;
  ui: UiStore;
}

/** The one place stores are built, each with only the dependencies it needs. */
export function createRootStore(deps: RootStoreDeps): RootStore {
  return {
    config: new ConfigStore(deps.config),
    session: new SessionStore({ api: deps.api }),
    ui: new UiStore(),
  };
}
