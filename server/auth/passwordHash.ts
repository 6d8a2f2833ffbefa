// Password hashing with scrypt (node:crypto; argon2 would need a native build). The stored form
// carries its parameters: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * N=2^15 (32 MiB), r=8, p=1: about 150 ms on the 2-core CI machine. OWASP's floor is equivalent to
 * p=3 at this N; each hash stores its parameters, so raising them later keeps old hashes valid.
 */
export const SCRYPT_PARAMS = { log2N: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { log2N, r, p } = SCRYPT_PARAMS;
  const hash = await derive(password, salt, log2N, r, p);
  return ['scrypt', log2N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2N, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}
