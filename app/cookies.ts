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
