import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptanceLimit,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isValidClientSeed,
  outcomeBlock,
  readUint32,
  RoundBytes,
  uniformInt,
  uniformIntSync,
  verifyRound,
} from '../../../domain/casino/fairness';

const SEED = 'a'.repeat(64);

describe('provably fair outcomes', () => {
  it('hashes the server seed with SHA-256 of its text (known vector, and Node agrees)', async () => {
    const hash = await hashServerSeed(SEED);
    expect(hash).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    const other = generateServerSeed();
    expect(await hashServerSeed(other)).toBe(createHash('sha256').update(other).digest('hex'));
  });

  it('takes outcome bytes from HMAC-SHA256(serverSeed, clientSeed:nonce), further blocks with :block', async () => {
    const input = { serverSeed: SEED, clientSeed: 'client-seed', nonce: 0 };
    expect(Buffer.from(await outcomeBlock(input, 0)).toString('hex')).toBe(
      'c08f25271976d118f33158879933f9f68c2faf98c320648ebc069b92265dbf99',
    );
    expect(Buffer.from(await outcomeBlock(input, 1)).toString('hex')).toBe(
      createHmac('sha256', SEED).update('client-seed:0:1').digest('hex'),
    );
    const next = { ...input, nonce: 7 };
    expect(Buffer.from(await outcomeBlock(next, 0)).toString('hex')).toBe(
      createHmac('sha256', SEED).update('client-seed:7').digest('hex'),
    );
  });

  it('gives the same numbers for the same seeds and nonce, and other numbers for another nonce', async () => {
    const draw = async (nonce: number) => {
      const bytes = new RoundBytes({ serverSeed: SEED, clientSeed: 'x', nonce });
      const out: number[] = [];
      for (let i = 0; i < 20; i += 1) out.push(await uniformInt(bytes, 1000));
      return out;
    };
    expect(await draw(3)).toEqual(await draw(3));
    expect(await draw(3)).not.toEqual(await draw(4));
  });

  it('reads 32-bit words big-endian, past the first block when more are needed', async () => {
    const input = { serverSeed: SEED, clientSeed: 'client-seed', nonce: 0 };
    const block0 = await outcomeBlock(input, 0);
    const block1 = await outcomeBlock(input, 1);
    const bytes = new RoundBytes(input);
    const words: number[] = [];
    for (let i = 0; i < 10; i += 1) words.push(await bytes.nextUint32());
    expect(words[0]).toBe(0xc08f2527);
    expect(words[7]).toBe(readUint32(block0, 28));
    expect(words[8]).toBe(readUint32(block1, 0));
    expect(words[9]).toBe(readUint32(block1, 4));
  });

  it('rejects draws at or above the largest multiple of n, so every residue is equally likely', () => {
    for (const n of [1, 2, 3, 7, 30, 32, 1000, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32]) {
      const limit = acceptanceLimit(n);
      expect(limit % n).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(n);
    }
    // A source that first offers a draw above the limit: it is skipped, not folded by modulo.
    const n = 3 * 2 ** 30;
    const offered = [2 ** 32 - 1, 5];
    expect(uniformIntSync(() => offered.shift() ?? 0, n)).toBe(5);
  });

  it('has no modulo bias where plain modulo would have a large one (n = 3·2^30)', () => {
    // Plain `draw % n` would give [0, 2^30) half the time; a uniform draw gives it a third.
    const n = 3 * 2 ** 30;
    const buffer = randomBytes(4 * 60_000);
    let at = 0;
    const next = () => {
      const value = buffer.readUInt32BE(at % buffer.length);
      at += 4;
      return value;
    };
    const samples = 20_000;
    let low = 0;
    for (let i = 0; i < samples; i += 1) if (uniformIntSync(next, n) < 2 ** 30) low += 1;
    const sd = Math.sqrt((samples * (1 / 3) * (2 / 3)) / samples ** 2);
    expect(Math.abs(low / samples - 1 / 3)).toBeLessThan(5 * sd);
  });

  it('spreads draws evenly over a strip length (chi-square, 31 degrees of freedom)', async () => {
    const bytes = new RoundBytes({ serverSeed: generateServerSeed(), clientSeed: 'chi', nonce: 1 });
    const counts = new Array<number>(32).fill(0);
    const samples = 16_000;
    for (let i = 0; i < samples; i += 1) counts[await uniformInt(bytes, 32)]! += 1;
    const expected = samples / 32;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // The 99.99th percentile of chi-square with 31 degrees of freedom is about 68.
    expect(chi).toBeLessThan(68);
  });

  it('generates 64-hex-character server seeds and valid client seeds, all different', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => generateServerSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidClientSeed(generateClientSeed())).toBe(true);
    expect(isValidClientSeed('my lucky seed')).toBe(false);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('Lucky-7_seed!')).toBe(true);
  });

  it('verifies a round: the hash check fails for another seed, the outcome is recomputed', async () => {
    const serverSeed = generateServerSeed();
    const serverSeedHash = await hashServerSeed(serverSeed);
    const rule = async (bytes: RoundBytes) => [await uniformInt(bytes, 100)];
    const round = { serverSeed, serverSeedHash, clientSeed: 'c', nonce: 9 };
    const first = await verifyRound(round, rule);
    expect(first.seedMatchesHash).toBe(true);
    expect(await verifyRound(round, rule)).toEqual(first);
    const forged = await verifyRound({ ...round, serverSeed: generateServerSeed() }, rule);
    expect(forged.seedMatchesHash).toBe(false);
  });
});
