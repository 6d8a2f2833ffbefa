import { makeAutoObservable, observable } from 'mobx';
import type { ApiClient } from '../runtime/api';
import type { RuleContext } from '../runtime/render/types';

export type SessionUser = RuleContext['user'];

export const GUEST_USER: Readonly<SessionUser> = Object.freeze({
  isAuthenticated: false,
  banLevel: 0,
  isTermsChanged: false,
});

export interface SessionStoreDeps {
  api: ApiClient;
}

/** Who the visitor is. A guest for now: sign-in arrives with its own issue and uses `api`. */
export class SessionStore {
  user: SessionUser = { ...GUEST_USER };
  private readonly api: ApiClient;

  constructor(deps: SessionStoreDeps) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { user: observable.ref, api: false }, { autoBind: true });
  }

  get isAuthenticated(): boolean {
    return this.user.isAuthenticated;
  }

  setUser(user: SessionUser): void {
    this.user = { ...user };
  }

  becomeGuest(): void {
    this.user = { ...GUEST_USER };
  }
}
