// Token, password, TOTP and captcha primitives without a server.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCaptchaHeader } from '../../../server/auth/captcha';
import { signJwt, verifyJwt } from '../../../server/auth/jwt';
import { hashPassword, verifyPassword } from '../../../server/auth/passwordHash';
import { generatePassword, passwordProblem } from '../../../server/auth/passwordPolicy';
import { readTicket, signTicket } from '../../../server/auth/signedTicket';
import { newTotpSecret, totpAt, totpUri, verifyTotp } from '../../../server/auth/totp';

const SECRET = Buffer.from('k'.repeat(40));
const NOW = 1_800_000_000;
const claims = { sub: '10000001', iat: NOW, exp: NOW + 600, ver: 0 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 access tokens', async () => {
  it('verifies its own token and returns the claims', async () => {
    const check = await verifyJwt(await signJwt(claims, SECRET), SECRET, NOW + 1);
    expect(check).toEqual({ ok: true, claims });
  });

  it('refuses an expired token', async () => {
    const check = await verifyJwt(await signJwt(claims, SECRET), SECRET, NOW + 600);
    expect(check).toEqual({ ok: false, reason: 'token expired' });
  });

  it('refuses a token whose payload was changed', async () => {
    const [h, , s] = (await signJwt(claims, SECRET)).split('.');
    const forged = `${h}.${b64({ ...claims, sub: '10000002' })}.${s}`;
    expect(await verifyJwt(forged, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'bad token signature',
    });
  });

  it('refuses alg none and other algorithms', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(await verifyJwt(none, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsupported token header',
    });
    const header = b64({ alg: 'HS512', typ: 'JWT' });
    const body = `${header}.${b64(claims)}`;
    const hs512 = `${body}.${createHmac('sha512', SECRET).update(body).digest('base64url')}`;
    expect(await verifyJwt(hs512, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsupported token header',
    });
  });

  it('refuses a token of another type signed with our key', async () => {
    const header = b64({ alg: 'HS256', typ: 'at+jwt' });
    const body = `${header}.${b64(claims)}`;
    const other = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(await verifyJwt(other, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsupported token header',
    });
  });

  it('signs the header and claims a JWT reader expects', async () => {
    const [header, payload] = (await signJwt(claims, SECRET)).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual(claims);
  });

  it('refuses a token signed with another key, and one without exp', async () => {
    expect(
      await verifyJwt(await signJwt(claims, Buffer.from('x'.repeat(40))), SECRET, NOW),
    ).toEqual({
      ok: false,
      reason: 'bad token signature',
    });
    const header = (await signJwt(claims, SECRET)).split('.')[0];
    const body = `${header}.${b64({ sub: '1', iat: NOW, ver: 0 })}`;
    const noExp = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(await verifyJwt(noExp, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'token claims missing',
    });
  });

  it('refuses malformed tokens', async () => {
    for (const t of ['', 'a.b', 'a.b.c.d', '...'])
      expect(await verifyJwt(t, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed token' });
  });
});

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a per-password salt', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret124', a)).toBe(false);
    expect(await verifyPassword('Secret123', 'garbage')).toBe(false);
  });
});

describe('password policy', () => {
  it('generates strong passwords without look-alike characters', async () => {
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[2-9])[a-km-zA-HJ-NP-Z2-9]{12}$/);
      expect(await passwordProblem('password', p)).toBeNull();
    }
  });

  it('names the field of a weak password', async () => {
    expect(await passwordProblem('body/password', 'Short1!')).toBe('body/password is too short');
    expect(await passwordProblem('body/password', 'password1')).toMatch(
      /^body\/password is too easy to guess/,
    );
  });
});

describe('TOTP (RFC 6238 / RFC 4226)', () => {
  // RFC 4226 appendix D: secret "12345678901234567890", in base32.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 4226 HOTP test values (counter = time / 30 s)', () => {
    expect([0, 1, 2, 9].map((c) => totpAt(rfcSecret, c * 30))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('matches the RFC 6238 SHA-1 vectors (last 6 digits)', () => {
    expect(totpAt(rfcSecret, 59)).toBe('287082');
    expect(totpAt(rfcSecret, 1111111109)).toBe('081804');
    expect(totpAt(rfcSecret, 2000000000)).toBe('279037');
  });

  it('accepts one step of drift and no more', () => {
    const code = totpAt(rfcSecret, 1_000_000_020);
    expect(verifyTotp(rfcSecret, code, 1_000_000_050)).toBe(true);
    expect(verifyTotp(rfcSecret, code, 999_999_990)).toBe(true);
    expect(verifyTotp(rfcSecret, code, 1_000_000_110)).toBe(false);
    expect(verifyTotp(rfcSecret, code, 999_999_950)).toBe(false);
    expect(verifyTotp(rfcSecret, '12345', 1_000_000_020)).toBe(false);
  });

  it('makes new 160-bit base32 secrets, each different', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    expect(verifyTotp(a, totpAt(a, 1_000_000_000), 1_000_000_000)).toBe(true);
  });

  it('gives the otpauth URI an authenticator app scans', () => {
    const uri = new URL(totpUri(rfcSecret, 'Betting platform', '10000001'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Betting platform:10000001');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Betting platform',
      secret: rfcSecret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('captcha', () => {
  it('parses the x-captcha header', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(parseCaptchaHeader(`${id}:04211`)).toEqual({ captchaId: id, answer: '04211' });
    expect(parseCaptchaHeader('nonsense')).toBeNull();
    expect(parseCaptchaHeader(`${id}:abc`)).toBeNull();
  });
});

describe('signed tickets', () => {
  it('round-trips, and refuses a changed, expired or foreign-purpose ticket', async () => {
    const t = await signTicket({ sub: '1', exp: NOW + 10 }, SECRET, 'two-step');
    expect(await readTicket(t, SECRET, 'two-step', NOW)).toEqual({ sub: '1', exp: NOW + 10 });
    expect(await readTicket(t, SECRET, 'two-step', NOW + 10)).toBeNull();
    expect(await readTicket(t, SECRET, 'other', NOW)).toBeNull();
    const [header, , sig] = t.split('.');
    const changed = `${header}.${b64({ sub: '2', exp: NOW + 10, aud: 'two-step' })}.${sig}`;
    expect(await readTicket(changed, SECRET, 'two-step', NOW)).toBeNull();
    expect(await readTicket(t, Buffer.from('x'.repeat(40)), 'two-step', NOW)).toBeNull();
  });

  it('keeps tickets and access tokens apart although one key signs both', async () => {
    const ticket = await signTicket({ ...claims }, SECRET, 'two-step');
    expect(await verifyJwt(ticket, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsupported token header',
    });
    expect(await readTicket(await signJwt(claims, SECRET), SECRET, 'two-step', NOW)).toBeNull();
  });
});
