// Social sign-in (SPEC sections 1, 2, 6, 7): providers per brand, the local OpenID provider of
// development and tests, the browser flow, the one-tap calls and the office's linked identities.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { registerIdentityRoutes } from './identityRoutes';
import type { LocalOpenIdProvider } from './localOpenIdProvider';
import { registerOneTapRoutes } from './oneTapRoutes';
import { registerSignInFlowRoutes } from './signInFlowRoutes';
import { SOCIAL_LOCAL_PROVIDER_WARNING, type SocialOptions } from './socialEnv';
import { callbackPath } from './socialPaths';
import { SocialProviders } from './socialProviders';

export type { SocialOptions } from './socialEnv';

const localProviders = new WeakMap<FastifyInstance, LocalOpenIdProvider>();

/** The local OpenID provider a server runs (tests mint and forge ID tokens with its key). */
export function localOpenIdProviderOf(app: FastifyInstance): LocalOpenIdProvider | undefined {
  return localProviders.get(app);
}

/** Registers the routes, and starts the local OpenID provider when asked. */
export async function registerSocial(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: SocialOptions & { production?: boolean } = {},
): Promise<void> {
  const clientSecret = opts.clientSecret ?? (() => undefined);
  let local: LocalOpenIdProvider | undefined;
  const localSecrets = new Map<string, string>();
  if (opts.localProvider) {
    if (opts.production) app.log.warn(SOCIAL_LOCAL_PROVIDER_WARNING);
    // One client per brand provider naming the local issuer, as configured at start.
    const clients = [...ctx.contentStore.current.brands.values()].flatMap((brand) =>
      (brand.site.socialSignIn?.providers ?? [])
        .filter((p) => p.issuer === 'local')
        .map((p) => {
          const secret =
            clientSecret(brand.site.brand, p.id) ?? randomBytes(24).toString('base64url');
          localSecrets.set(`${brand.site.brand}/${p.id}`, secret);
          return { clientId: p.clientId, clientSecret: secret, callbackPath: callbackPath(p.id) };
        }),
    );
    // Loaded only when it runs: a production start without it never loads oidc-provider.
    const { startLocalOpenIdProvider } = await import('./localOpenIdProvider');
    local = await startLocalOpenIdProvider(clients, opts.localProviderPort ?? 0);
    const started = local;
    localProviders.set(app, started);
    app.addHook('onClose', () => started.close());
  }
  const providers = new SocialProviders(
    ctx.contentStore,
    local && {
      issuer: local.issuer,
      secretOf: (brand, id) => localSecrets.get(`${brand}/${id}`) ?? '',
    },
    clientSecret,
    app.log,
  );
  registerSignInFlowRoutes(app, ctx, providers);
  await registerOneTapRoutes(app, ctx, providers);
  registerIdentityRoutes(app, ctx, providers);
}
