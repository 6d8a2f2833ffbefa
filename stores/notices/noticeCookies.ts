/** Cookies the notice stores read and write: document.cookie (app/cookies.ts) or a fake. */
export interface NoticeCookies {
  get(name: string): string | undefined;
  /** maxAgeS null: a session cookie, gone when the browser closes. */
  set(name: string, value: string, maxAgeS: number | null): void;
  remove(name: string): void;
}

/** Cookies in memory that expire on the given clock (tests; browsers that refuse cookies). */
export function memoryNoticeCookies(now: () => number = Date.now): NoticeCookies & {
  entries(): Record<string, string>;
  endSession(): void;
} {
  const jar = new Map<string, { value: string; expiresAt: number | null }>();
  const live = (name: string) => {
    const entry = jar.get(name);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= now()) jar.delete(name);
    return jar.get(name);
  };
  return {
    get: (name) => live(name)?.value,
    set: (name, value, maxAgeS) =>
      void jar.set(name, { value, expiresAt: maxAgeS === null ? null : now() + maxAgeS * 1000 }),
    remove: (name) => void jar.delete(name),
    entries: () =>
      Object.fromEntries(
        [...jar.keys()].flatMap((name) => {
          const entry = live(name);
          return entry ? [[name, entry.value]] : [];
        }),
      ),
    endSession: () => {
      for (const [name, entry] of [...jar]) if (entry.expiresAt === null) jar.delete(name);
    },
  };
}
