// The browser state every end-to-end test starts with unless it asks for a fresh one: the age
// notice accepted and cookies agreed to, on both brands' hosts (cookies ignore the port), so the
// age modal and the consent question do not cover the journeys under test. tests/e2e/notices.spec.ts
// starts empty and answers them itself.
const FAR_FUTURE_MS = Date.UTC(2100, 0, 1);
const HOSTS = ['localhost', 'nord.localhost'];

const cookie = (domain: string, name: string, value: string) => ({
  name,
  value,
  domain,
  path: '/',
  expires: FAR_FUTURE_MS / 1000,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

export const acceptedNoticesState = {
  cookies: HOSTS.flatMap((host) => [
    // domain/notices: the age confirmation's end; all cookies agreed to (3) and when.
    cookie(host, 'age_confirmed', String(FAR_FUTURE_MS)),
    cookie(host, 'cookies_agree_type', '3'),
    cookie(host, 'cookies_agree_time', String(Date.UTC(2026, 0, 1))),
  ]),
  origins: [],
};
