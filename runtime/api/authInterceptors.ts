import { captchaInterceptor, type CaptchaHandler } from './captchaInterceptor';
import { fingerprintInterceptor, type FingerprintSource } from './fingerprint';
import type { ApiInterceptor } from './interceptors';
import { termsInterceptor } from './termsInterceptor';
import { tokenInterceptor } from './tokenInterceptor';
import type { TokenManager } from './tokenManager';

/** What the app plugs into the chain once its stores exist; read on every call. */
export interface ApiHandlers {
  /** 401 that a new token could not cure. */
  onSignedOut?: () => void;
  /** Captcha codes 100/111/112/113. */
  captcha?: CaptchaHandler;
  /** 451 with exception_code 1. */
  onTermsRequired?: () => void;
}

export interface AuthInterceptorDeps {
  tokens: TokenManager;
  fingerprint?: FingerprintSource;
  handlers: ApiHandlers;
}

/** The SPEC section 8 chain, outermost first: 451, then 401 refresh, fingerprint, captcha. */
export function createAuthInterceptors(deps: AuthInterceptorDeps): ApiInterceptor[] {
  return [
    termsInterceptor(() => deps.handlers.onTermsRequired),
    tokenInterceptor({ tokens: deps.tokens, onSignedOut: () => deps.handlers.onSignedOut?.() }),
    ...(deps.fingerprint ? [fingerprintInterceptor(deps.fingerprint)] : []),
    captchaInterceptor(() => deps.handlers.captcha),
  ];
}
