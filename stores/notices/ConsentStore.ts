import { makeAutoObservable } from 'mobx';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_TIME_COOKIE,
  consentCookieValue,
  consentOf,
  consentTimeOf,
  FUNCTIONAL_COOKIES,
  HIDE_LEFT_COOKIE,
  HIDE_RIGHT_COOKIE,
  WINDOW_WIDTH_COOKIE,
  type Consent,
} from '../../domain/notices';
import type { NoticeCookies } from './noticeCookies';

export interface ConsentStoreDeps {
  cookies: NoticeCookies;
  now: () => number;
}

/** House rule: the remembered layout preferences live a year, like the display preferences. */
const PREFERENCE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Cookie consent (SPEC section 5) and the preferences that depend on it: the hidden left and
 * right columns (hide_left, hide_right) and the window width are written only with functional
 * consent, and withdrawn consent deletes them. Marketing tracking asks `consent.marketing`.
 */
export class ConsentStore {
  consent: Consent | null;
  /** When the visitor chose (ms), sent as cookiesAgreeTime (SPEC section 7). */
  agreedAt: number | null;
  hideLeft: boolean;
  hideRight: boolean;

  private readonly deps: ConsentStoreDeps;
  private readonly listeners = new Set<(consent: Consent) => void>();

  constructor(deps: ConsentStoreDeps) {
    this.deps = deps;
    this.consent = consentOf(deps.cookies.get(CONSENT_COOKIE));
    this.agreedAt = this.consent ? consentTimeOf(deps.cookies.get(CONSENT_TIME_COOKIE)) : null;
    this.hideLeft = deps.cookies.get(HIDE_LEFT_COOKIE) === '1';
    this.hideRight = deps.cookies.get(HIDE_RIGHT_COOKIE) === '1';
    makeAutoObservable<this, 'deps' | 'listeners'>(
      this,
      { deps: false, listeners: false },
      { autoBind: true },
    );
  }

  /** Whether the visitor has chosen (the consent notice shows until then). */
  get decided(): boolean {
    return this.consent !== null;
  }

  get functional(): boolean {
    return this.consent?.functional === true;
  }

  get marketing(): boolean {
    return this.consent?.marketing === true;
  }

  /** Saves the visitor's choice; withdrawing functional consent deletes what it allowed. */
  choose(consent: Consent): void {
    const now = this.deps.now();
    this.consent = { ...consent };
    this.agreedAt = now;
    this.deps.cookies.set(CONSENT_COOKIE, consentCookieValue(consent), CONSENT_MAX_AGE_S);
    this.deps.cookies.set(CONSENT_TIME_COOKIE, String(now), CONSENT_MAX_AGE_S);
    if (consent.functional) {
      this.writeColumns();
    } else {
      for (const name of FUNCTIONAL_COOKIES) this.deps.cookies.remove(name);
    }
    for (const listener of this.listeners) listener(this.consent);
  }

  /** Hears every saved choice (the referral store writes its marketing cookies then). */
  onChange(listener: (consent: Consent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setHideLeft(hidden: boolean): void {
    this.hideLeft = hidden;
    this.writeColumns();
  }

  setHideRight(hidden: boolean): void {
    this.hideRight = hidden;
    this.writeColumns();
  }

  /** SPEC section 5: the window width is stored only with functional consent. */
  rememberWindowWidth(width: number): void {
    if (!this.functional || !Number.isFinite(width) || width <= 0) return;
    const value = String(Math.round(width));
    if (this.deps.cookies.get(WINDOW_WIDTH_COOKIE) === value) return;
    this.deps.cookies.set(WINDOW_WIDTH_COOKIE, value, PREFERENCE_MAX_AGE_S);
  }

  private writeColumns(): void {
    if (!this.functional) return; // SPEC section 5: only consent decides whether they are saved
    this.deps.cookies.set(HIDE_LEFT_COOKIE, this.hideLeft ? '1' : '0', PREFERENCE_MAX_AGE_S);
    this.deps.cookies.set(HIDE_RIGHT_COOKIE, this.hideRight ? '1' : '0', PREFERENCE_MAX_AGE_S);
  }
}
