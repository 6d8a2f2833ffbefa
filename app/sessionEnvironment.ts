// The browser behind the session store's injected sources: tab visibility, user activity,
// cookies, navigation and the fingerprint's components. Everything here is a thin adapter.
import { ACTIVITY_EVENTS } from '../domain/session';
import type { ActivitySource, CookieJar, VisibilitySource } from '../stores';

export function documentVisibility(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState !== 'hidden',
    subscribe(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

/** SPEC section 4 "Auto logoff": mouse, key, touch, wheel and resize count as activity. */
export function windowActivity(win: Window = window): ActivitySource {
  return {
    subscribe(listener) {
      for (const type of ACTIVITY_EVENTS) {
        win.addEventListener(type, listener, { passive: true, capture: true });
      }
      return () => {
        for (const type of ACTIVITY_EVENTS) {
          win.removeEventListener(type, listener, { capture: true });
        }
      };
    },
  };
}

/** Expires a cookie on the paths it may have been set on (httpOnly ones are the server's job). */
export function documentCookies(doc: Document = document): CookieJar {
  return {
    remove(name) {
      for (const path of ['/', '/web-api/']) {
        doc.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; samesite=lax`;
      }
    },
  };
}

/** The fingerprint's components (SPEC section 3 "Token and fingerprint": componentsData). */
export function browserFingerprintComponents(): Record<string, string> {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: (navigator.languages ?? []).join(','),
    platform: navigator.platform ?? '',
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    hardwareConcurrency: String(navigator.hardwareConcurrency ?? ''),
  };
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the session is loaded again
  }
}
