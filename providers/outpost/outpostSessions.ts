// Outpost Games' sessions and rounds. A session is what the site's launch call opened: the site's
// session id (named in every wallet call), the game, the currency; the page holds only the
// provider's own token for it. Each session keeps a provably fair seed pair: the server seed's
// hash is shown before a round, the seed is revealed after it and a new one committed, and the
// nonce counts the session's rounds (domain/casino/fairness.ts).
//
// Kept in memory: a provider that stops forgets its sessions (the customer opens the game again)
// and any round it had debited and not credited; the site voids such a round itself after its
// silence (server/casino/wallet/staleRounds.ts), so no money is lost and nothing stays open.
import { randomBytes } from 'node:crypto';
import {
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
} from '../../domain/casino/fairness';
import type { OutpostGameTitle } from '../../domain/casino/outpostGames';

export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface OutpostSession {
  token: string;
  siteSessionId: string;
  game: OutpostGameTitle;
  currency: string;
  /** The currency's minor unit digits (2 for RUB, USD; 0 for JPY). */
  digits: number;
  lng: string;
  expiresAt: number;
  seed: SeedPair;
  /** A round in flight: the page waits for it before the next. */
  busy: boolean;
}

export async function newSeedPair(clientSeed = generateClientSeed(), nonce = 0): Promise<SeedPair> {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed, nonce };
}

/** The minor unit digits of an ISO 4217 code, or undefined for a code Intl does not know. */
export function minorUnitDigits(currency: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(currency)) return undefined;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    return undefined;
  }
}

export class OutpostSessions {
  private readonly byToken = new Map<string, OutpostSession>();

  async open(input: Omit<OutpostSession, 'token' | 'seed' | 'busy'>): Promise<OutpostSession> {
    const session: OutpostSession = {
      ...input,
      token: randomBytes(24).toString('base64url'),
      seed: await newSeedPair(),
      busy: false,
    };
    this.byToken.set(session.token, session);
    return session;
  }

  /** The live session of a token; an expired one is forgotten. */
  find(token: unknown, now = Date.now()): OutpostSession | undefined {
    if (typeof token !== 'string') return undefined;
    const session = this.byToken.get(token);
    if (session && session.expiresAt <= now) {
      this.byToken.delete(token);
      return undefined;
    }
    return session;
  }
}
