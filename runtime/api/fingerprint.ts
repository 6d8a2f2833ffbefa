import { errorCodeOf, withHeader, type ApiInterceptor } from './interceptors';

/**
 * SPEC section 8: HTTP 400 with this code -> refresh the fingerprint and retry. The SPEC does not
 * give the number; the client rule is defined here, next to the captcha codes it must not clash with.
 */
export const FINGERPRINT_ERROR_CODE = 120;
export const FINGERPRINT_HEADER = 'x-fingerprint';
/** A fingerprint token as `createFingerprintSource` makes it: 8 lowercase hex digits (FNV-1a). */
export const FINGERPRINT_TOKEN_PATTERN = /^[0-9a-f]{8}$/;
/** How long a computed fingerprint is kept before it is computed again. */
export const FINGERPRINT_TTL_MS = 24 * 3600 * 1000;

/** SPEC section 3 "Token and fingerprint": the stored fingerprint. */
export interface Fingerprint {
  token: string;
  componentsData: Readonly<Record<string, string>>;
  expiresAt: number;
}

export interface FingerprintSource {
  current(): Fingerprint | null;
  refresh(): Promise<Fingerprint | null>;
}

export interface FingerprintSourceDeps {
  /** The browser traits the fingerprint is made of (user agent, language, screen, time zone). */
  collect: () => Record<string, string> | Promise<Record<string, string>>;
  now: () => number;
  ttlMs?: number;
}

export function createFingerprintSource(deps: FingerprintSourceDeps): FingerprintSource {
  let held: Fingerprint | null = null;
  return {
    current() {
      if (held && held.expiresAt <= deps.now()) held = null;
      return held;
    },
    async refresh() {
      try {
        const componentsData = await deps.collect();
        held = {
          token: fnv1a(JSON.stringify(Object.entries(componentsData).sort())),
          componentsData,
          expiresAt: deps.now() + (deps.ttlMs ?? FINGERPRINT_TTL_MS),
        };
      } catch {
        held = null;
      }
      return held;
    },
  };
}

/** Sends the fingerprint token; a fingerprint error refreshes it and retries once. */
export function fingerprintInterceptor(source: FingerprintSource): ApiInterceptor {
  const send = (request: Parameters<ApiInterceptor>[0], fingerprint: Fingerprint | null) =>
    fingerprint ? withHeader(request, FINGERPRINT_HEADER, fingerprint.token) : request;
  return async (request, next) => {
    const response = await next(send(request, source.current()));
    if (response.status !== 400 || errorCodeOf(response) !== FINGERPRINT_ERROR_CODE)
      return response;
    return next(send(request, await source.refresh()));
  };
}

/** 32-bit FNV-1a as 8 hex digits: a stable, dependency-free digest of the components. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
