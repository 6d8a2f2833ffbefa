import {
  newVisitorBucket,
  parseVisitorBucket,
  VISITOR_BUCKET_COOKIE,
  VISITOR_BUCKET_MAX_AGE_S,
} from '../domain/experiments';

/** SPEC section 9 cookie names: the visitor's language. */
export const LANGUAGE_COOKIE = 'lng';
const ONE_YEAR_S = 365 * 24 * 3600;

export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeLanguageCookie(lng: string, doc: Document = document): void {
  if (readCookie(LANGUAGE_COOKIE, doc) === lng) return;
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The display preference cookies of the sports stores (SPEC section 9 names; stores/sports). */
export function documentPreferenceCookies(doc: Document = document) {
  return {
    get: (name: string) => readCookie(name, doc),
    set(name: string, value: string, maxAgeSeconds: number) {
      if (readCookie(name, doc) === value) return;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
    },
  };
}

/** Cookies of consent, the age notice and referral links (stores/notices), on this document. */
export function documentNoticeCookies(doc: Document = document) {
  return {
    get: (name: string) => readCookie(name, doc),
    set(name: string, value: string, maxAgeSeconds: number | null) {
      const maxAge = maxAgeSeconds === null ? '' : `; max-age=${maxAgeSeconds}`;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/${maxAge}; samesite=lax`;
    },
    remove(name: string) {
      if (readCookie(name, doc) === undefined) return;
      doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; samesite=lax`;
    },
  };
}

/**
 * The visitor's A/B bucket: the server's cookie when it holds a bucket, else a new one written
 * (a page served without the server's cookie, or a cookie altered since).
 */
export function readVisitorBucket(
  doc: Document = document,
  random: () => number = secureRandom,
): number {
  const held = parseVisitorBucket(readCookie(VISITOR_BUCKET_COOKIE, doc));
  if (held !== null) return held;
  const bucket = newVisitorBucket(random);
  doc.cookie = `${VISITOR_BUCKET_COOKIE}=${bucket}; path=/; max-age=${VISITOR_BUCKET_MAX_AGE_S}; samesite=lax`;
  return bucket;
}

function secureRandom(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0]! / 2 ** 32;
}
