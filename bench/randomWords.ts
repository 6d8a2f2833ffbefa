// Random 32-bit words from the operating system's CSPRNG, read in 4 MB chunks: the RTP benches
// draw outcomes from them in place of a round's HMAC bytes, so a figure measures the game's
// rules, not the hashing.
import { randomBytes } from 'node:crypto';

const CHUNK = 4 * 1024 * 1024;

/** A source of uniform 32-bit words (the `next` the domain's *Sync draws take). */
export function randomWords(): () => number {
  let buffer = randomBytes(CHUNK);
  let at = 0;
  return () => {
    if (at + 4 > buffer.length) {
      buffer = randomBytes(CHUNK);
      at = 0;
    }
    const value = buffer.readUInt32BE(at);
    at += 4;
    return value;
  };
}
