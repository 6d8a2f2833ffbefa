// Outpost Games' side of the site's seamless wallet (domain/casino/walletProtocol.ts): each call's
// body is signed with the shared secret (hex HMAC-SHA256 of the exact bytes) and POSTed over HTTP.
// A call with no answer, or an answer outside the protocol (5xx), is sent again with the same
// transaction id and a fresh timestamp: the wallet moves money once per id, so a retry is safe.
import { createHmac } from 'node:crypto';
import { OUTPOST_PROVIDER_KEY } from '../../domain/casino/outpostGames';
import {
  WALLET_PATHS,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletCall,
  type WalletErrorAnswer,
  type WalletOkAnswer,
} from '../../domain/casino/walletProtocol';

/** Attempts of one call before it counts as unreachable, and the pause between them. */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 250;
const CALL_TIMEOUT_MS = 5_000;

export type WalletResult =
  | { kind: 'ok'; answer: WalletOkAnswer }
  | { kind: 'refused'; answer: WalletErrorAnswer }
  | { kind: 'unreachable'; why: string };

export class WalletCaller {
  constructor(
    private readonly walletUrl: string,
    private readonly secret: string,
  ) {}

  async call(call: WalletCall, fields: Record<string, unknown>): Promise<WalletResult> {
    let why = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const result = await this.once(call, fields);
      if (result.kind !== 'unreachable') return result;
      why = result.why;
      if (attempt < ATTEMPTS) await pause(RETRY_PAUSE_MS * attempt);
    }
    return { kind: 'unreachable', why };
  }

  private async once(call: WalletCall, fields: Record<string, unknown>): Promise<WalletResult> {
    const raw = JSON.stringify({ ...fields, timestamp: Date.now() });
    let response: Response;
    try {
      response = await fetch(`${this.walletUrl}${WALLET_PATHS[call]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WALLET_PROVIDER_HEADER]: OUTPOST_PROVIDER_KEY,
          [WALLET_SIGNATURE_HEADER]: createHmac('sha256', this.secret).update(raw).digest('hex'),
        },
        body: raw,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (err) {
      return { kind: 'unreachable', why: (err as Error).message };
    }
    const text = await response.text().catch(() => '');
    let body: { status?: unknown; code?: unknown } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    if (response.status === 200 && body?.status === 'OK') {
      return { kind: 'ok', answer: body as unknown as WalletOkAnswer };
    }
    if (response.status >= 400 && response.status < 500 && body?.status === 'ERROR') {
      return { kind: 'refused', answer: body as unknown as WalletErrorAnswer };
    }
    return { kind: 'unreachable', why: `${call} answered ${response.status}` };
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
