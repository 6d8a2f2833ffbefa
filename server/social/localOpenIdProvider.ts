// The local OpenID provider of development and tests (oidc-provider, a certified implementation):
// its own HTTP server on 127.0.0.1, one client per brand provider whose issuer is 'local'. Its
// sign-in page takes any login and password; the login becomes the identity's subject.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  /** Its callback path on our site: /social-api/oauth/<provider id>/callback. */
  callbackPath: string;
}

export interface LocalOpenIdProvider {
  /** http://127.0.0.1:<port>: the issuer and where browsers are sent. */
  issuer: string;
  /** The private signing key (JWK), for tests that forge or mint ID tokens. */
  signingKey: JsonWebKey;
  close(): Promise<void>;
}

/** Hosts a development callback may be on: this machine under any name *.localhost. */
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

export async function startLocalOpenIdProvider(
  clients: readonly LocalClient[],
  port = 0,
): Promise<LocalOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig' };
  const callbackPaths = new Map(clients.map((c) => [c.clientId, c.callbackPath]));
  const provider = new Provider(issuer, {
    clients: clients.map((c): ClientMetadata => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      // Any local host and port is allowed below; this one only satisfies the metadata check.
      redirect_uris: [`http://localhost${c.callbackPath}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the e-mail and name itself, as Google's does.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives: a development provider keeps everything in memory.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: `${id.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@local.test`,
        email_verified: true,
        name: id,
      }),
    }),
    // First-party clients: no consent screen, as a brand's own provider would not show one.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  // Development callbacks live on whatever port the site runs: any local host, the exact path.
  provider.Client.prototype.redirectUriAllowed = function (this: { clientId: string }, value) {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'http:' &&
        isLocalHost(url.hostname) &&
        url.pathname === callbackPaths.get(this.clientId) &&
        url.search === '' &&
        url.hash === ''
      );
    } catch {
      return false;
    }
  };
  server.on('request', provider.callback());
  return {
    issuer,
    signingKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
