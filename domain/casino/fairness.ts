// Provably fair outcomes (the same code in the server, the tests and the game frame's browser).
// Before play the player sees SHA-256(serverSeed); each round's outcome comes from
// HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`), further 32-byte blocks (rarely
// needed) from `${clientSeed}:${nonce}:${block}`; once the pair is rotated the seed is revealed
// and anyone can recompute every round played with it. Numbers are drawn from the bytes without
// modulo bias (rejection sampling). WebCrypto only: globalThis.crypto exists in browsers and Node.

/** Bytes of a server seed: 256 bits from a cryptographically secure source. */
export const SERVER_SEED_BYTES = 32;
/** Longest client seed the player may set. */
export const CLIENT_SEED_MAX_LENGTH = 64;
/** A client seed: printable ASCII without ':' (the message separator), 1 to 64 characters. */
export const CLIENT_SEED_PATTERN = '^[\\x21-\\x39\\x3b-\\x7e]{1,64}$';

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** A fresh server seed, 64 hex characters (its text is the HMAC key and what is hashed). */
export function generateServerSeed(): string {
  const bytes = new Uint8Array(SERVER_SEED_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** A default client seed for a new player: 16 random hex characters. */
export function generateClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

export function isValidClientSeed(seed: string): boolean {
  return new RegExp(CLIENT_SEED_PATTERN).test(seed);
}

/** SHA-256 of the server seed's text, hex: shown before play. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(serverSeed));
  return toHex(new Uint8Array(digest));
}

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One 32-byte block of a round's outcome bytes. */
export async function outcomeBlock(input: FairInput, block: number): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(input.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message =
    block === 0
      ? `${input.clientSeed}:${input.nonce}`
      : `${input.clientSeed}:${input.nonce}:${block}`;
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Where a draw takes its bytes from: a round's HMAC blocks, or (simulations) any random bytes. */
export interface ByteSource {
  /** The next 4 bytes as an unsigned 32-bit integer, big-endian. */
  nextUint32(): Promise<number> | number;
}

/** The bytes of one round, block after block as they are needed. */
export class RoundBytes implements ByteSource {
  private block = -1;
  private bytes: Uint8Array = new Uint8Array(0);
  private offset = 0;

  constructor(private readonly input: FairInput) {}

  async nextUint32(): Promise<number> {
    if (this.offset + 4 > this.bytes.length) {
      this.block += 1;
      this.bytes = await outcomeBlock(this.input, this.block);
      this.offset = 0;
    }
    const at = this.offset;
    this.offset += 4;
    return readUint32(this.bytes, at);
  }

  /** The first 52 bits of block 0, for a uniform number in [0, 1) (the crash point). */
  async first52Bits(): Promise<bigint> {
    const bytes = await outcomeBlock(this.input, 0);
    let value = 0n;
    for (let i = 0; i < 7; i += 1) value = (value << 8n) | BigInt(bytes[i] ?? 0);
    return value >> 4n;
  }
}

export function readUint32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] ?? 0) * 0x1000000 +
      ((bytes[at + 1] ?? 0) << 16) +
      ((bytes[at + 2] ?? 0) << 8) +
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

const TWO_32 = 0x1_0000_0000;

/**
 * The largest multiple of n not above 2^32: a 32-bit draw at or above it is rejected, so every
 * residue in [0, n) comes from exactly the same number of accepted draws.
 */
export function acceptanceLimit(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range ${n}`);
  return TWO_32 - (TWO_32 % n);
}

/** A uniform integer in [0, n), without modulo bias. */
export async function uniformInt(source: ByteSource, n: number): Promise<number> {
  const limit = acceptanceLimit(n);
  for (;;) {
    const draw = await source.nextUint32();
    if (draw < limit) return draw % n;
  }
}

/** The synchronous twin of uniformInt for sources that answer at once (simulations). */
export function uniformIntSync(next: () => number, n: number): number {
  const limit = acceptanceLimit(n);
  for (;;) {
    const draw = next();
    if (draw < limit) return draw % n;
  }
}

/** What a verification finds: whether the revealed seed is the hashed one, and the outcome. */
export interface RoundVerification {
  seedMatchesHash: boolean;
  outcome: number[];
}

/**
 * Recomputes a round from its revealed seed: the hash check, then the outcome by the game's rule
 * (see domain/casino/builtinOutcome.ts for the built-in games' rules).
 */
export async function verifyRound(
  round: FairInput & { serverSeedHash: string },
  outcomeRule: (bytes: RoundBytes) => Promise<number[]>,
): Promise<RoundVerification> {
  const seedMatchesHash = (await hashServerSeed(round.serverSeed)) === round.serverSeedHash;
  const outcome = await outcomeRule(new RoundBytes(round));
  return { seedMatchesHash, outcome };
}
