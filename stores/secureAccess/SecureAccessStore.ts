import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  isSecureData,
  SECURE_ACCESS_PATHS,
  type CustomerRights,
} from '../../domain/auth/secureAccess';
import type { ApiClient } from '../../runtime/api';
import { lazyStore } from '../lazyStores';

export interface SecureAccessDeps {
  api: ApiClient;
  /** SPEC section 8 "Logged only: ... empty secure-data". */
  log: (message: string) => void;
}

/**
 * SPEC sections 7 and 9: the secure-data fetch after sign-in or a session load (the server sets
 * the 30-minute grant and ggru cookies with its answer), and the rights call that needs the grant:
 * what the customer may do now (bet, deposit, withdraw, casino). A grant that ran out is fetched
 * again once when the rights call refuses it.
 */
export class SecureAccessStore {
  rights: CustomerRights | null = null;
  /** The pseudonymous id of the customer the last secure-data answer gave. */
  ggru: string | null = null;

  private readonly deps: SecureAccessDeps;

  constructor(deps: SecureAccessDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** GET the secure data; an empty or failed answer is logged only. Resolves whether it came. */
  async loadSecureData(): Promise<boolean> {
    const answer = await this.deps.api.getJson<unknown>(SECURE_ACCESS_PATHS.secureData);
    if (!answer.ok || !isSecureData(answer.data)) {
      this.deps.log(`empty secure-data${answer.ok ? '' : `: ${answer.status} ${answer.message}`}`);
      return false;
    }
    const { ggru } = answer.data;
    runInAction(() => {
      this.ggru = ggru;
    });
    return true;
  }

  /** GET the rights; without a valid grant, the secure data first, then once more. */
  async loadRights(): Promise<CustomerRights | null> {
    let answer = await this.deps.api.getJson<CustomerRights>(SECURE_ACCESS_PATHS.rights);
    if (!answer.ok && answer.status === 403 && answer.body?.reason === 'grant_required') {
      if (await this.loadSecureData()) {
        answer = await this.deps.api.getJson<CustomerRights>(SECURE_ACCESS_PATHS.rights);
      }
    }
    const rights = answer.ok ? answer.data : null;
    runInAction(() => {
      this.rights = rights;
    });
    return rights;
  }

  /** Signed out: nothing of the last customer is kept. */
  reset(): void {
    this.rights = null;
    this.ggru = null;
  }
}

/** The root store's secure-access store, built on first use (lazyStores.ts). */
export const secureAccessStore = lazyStore(
  'secureAccess',
  (deps) => new SecureAccessStore({ api: deps.api, log: (message) => console.warn(message) }),
);

/**
 * Follows the signed-in user (app/createApp.ts imports this module once a customer is signed in,
 * so its code is not in the first page's chunk): the secure data after sign-in or a session
 * load, forgotten on sign-out. Returns the function that stops following.
 */
export function followSecureAccess(
  session: { readonly userId: number | null },
  store: SecureAccessStore,
): () => void {
  return reaction(
    () => session.userId,
    (userId) => {
      store.reset();
      if (userId !== null) void store.loadSecureData();
    },
    { fireImmediately: true },
  );
}
