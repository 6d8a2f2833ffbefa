// The built-in provider's side of the seamless wallet (domain/casino/walletProtocol.ts): it signs
// each body with its wallet secret and POSTs the exact bytes, as an outside provider would. The
// transport is HTTP to this server in production, and Fastify's inject in tests: the same route,
// the same bytes, the same answers.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import {
  WALLET_PATHS,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type CreditRequest,
  type DebitRequest,
  type RollbackRequest,
  type WalletCall,
  type WalletErrorAnswer,
  type WalletOkAnswer,
} from '../../../domain/casino/walletProtocol';

export interface WalletTransport {
  /** POSTs the raw body with the headers; answers the status and the parsed JSON body. */
  post(path: string, headers: Record<string, string>, body: string): Promise<TransportAnswer>;
}

export interface TransportAnswer {
  status: number;
  body: unknown;
}

/** A call the wallet refused (4xx with a protocol code): nothing moved. */
export class WalletCallRefused extends Error {
  constructor(
    readonly status: number,
    readonly answer: WalletErrorAnswer,
  ) {
    super(`wallet refused: ${answer.code}`);
    this.name = 'WalletCallRefused';
  }
}

/** No answer, or one outside the protocol (5xx, not JSON): whether it moved is unknown. */
export class WalletUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletUnreachable';
  }
}

/** HTTP to this server's own listening address (or WALLET_URL when the wallet lives elsewhere). */
export function httpWalletTransport(app: FastifyInstance, baseUrl?: string): WalletTransport {
  const base = (): string => {
    if (baseUrl) return baseUrl.replace(/\/$/, '');
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') {
      throw new WalletUnreachable('the server is not listening on a TCP port');
    }
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  };
  return {
    async post(path, headers, body) {
      let response: Response;
      try {
        response = await fetch(`${base()}${path}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new WalletUnreachable(`wallet call failed: ${(err as Error).message}`);
      }
      const text = await response.text();
      return { status: response.status, body: parseJson(text) };
    },
  };
}

/** Tests: the same route through Fastify's inject, with the same bytes. */
export function injectWalletTransport(app: FastifyInstance): WalletTransport {
  return {
    async post(path, headers, body) {
      const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: response.statusCode, body: parseJson(response.body) };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Unsigned<T> = Omit<T, 'timestamp'>;

export class WalletClient {
  constructor(
    private readonly transport: WalletTransport,
    private readonly secret: () => Promise<string>,
    private readonly clock: () => number = Date.now,
  ) {}

  balance(sessionId: string): Promise<WalletOkAnswer> {
    return this.call('balance', { sessionId });
  }

  debit(body: Unsigned<DebitRequest>): Promise<WalletOkAnswer> {
    return this.call('debit', body);
  }

  credit(body: Unsigned<CreditRequest>): Promise<WalletOkAnswer> {
    return this.call('credit', body);
  }

  rollback(body: Unsigned<RollbackRequest>): Promise<WalletOkAnswer> {
    return this.call('rollback', body);
  }

  private async call(call: WalletCall, fields: object): Promise<WalletOkAnswer> {
    const raw = JSON.stringify({ ...fields, timestamp: this.clock() });
    const signature = createHmac('sha256', await this.secret())
      .update(raw)
      .digest('hex');
    let answer: TransportAnswer;
    try {
      answer = await this.transport.post(
        WALLET_PATHS[call],
        {
          'content-type': 'application/json',
          [WALLET_PROVIDER_HEADER]: BUILTIN_PROVIDER_KEY,
          [WALLET_SIGNATURE_HEADER]: signature,
        },
        raw,
      );
    } catch (err) {
      if (err instanceof WalletUnreachable) throw err;
      throw new WalletUnreachable(`wallet ${call}: ${(err as Error).message}`);
    }
    const body = answer.body as { status?: unknown; balance?: unknown; code?: unknown } | undefined;
    if (answer.status === 200 && body?.status === 'OK' && typeof body.balance === 'number') {
      return body as unknown as WalletOkAnswer;
    }
    if (answer.status >= 400 && answer.status < 500 && body?.status === 'ERROR' && body.code) {
      throw new WalletCallRefused(answer.status, body as unknown as WalletErrorAnswer);
    }
    throw new WalletUnreachable(`wallet ${call} answered ${answer.status}`);
  }
}
