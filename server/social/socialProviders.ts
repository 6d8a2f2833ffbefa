// The providers a brand offers (site config socialSignIn), each resolved to an issuer URL, a
// client id and its secret, with the openid-client configuration and the provider's keys (JWKS)
// discovered once and cached. A provider without a usable issuer or secret is left out, so the
// site never offers a button that cannot work.
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../../runtime/schema/types';
import type { ContentStore } from '../content/contentStore';
import { secretVariableName } from './socialEnv';

export interface SocialProvider {
  brand: string;
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The local OpenID provider (plain http allowed). */
  local: boolean;
}

export interface LocalIssuer {
  issuer: string;
  /** The local provider's client secret of a brand's provider. */
  secretOf(brand: string, providerId: string): string;
}

export class SocialProviders {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();
  private readonly keySets = new Map<string, JWTVerifyGetKey>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly contentStore: ContentStore,
    private readonly local: LocalIssuer | undefined,
    private readonly clientSecret: (brand: string, id: string) => string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The brand's usable providers, in config order. */
  list(brand: string): SocialProvider[] {
    const site = this.contentStore.current.brands.get(brand)?.site;
    const configs = site?.socialSignIn?.providers ?? [];
    return configs.flatMap((config) => {
      const provider = this.resolve(brand, config);
      return provider ? [provider] : [];
    });
  }

  find(brand: string, id: string): SocialProvider | undefined {
    return this.list(brand).find((p) => p.id === id);
  }

  /** The provider of the brand's one-tap prompt, if it has one and it is usable. */
  oneTap(brand: string): SocialProvider | undefined {
    const id = this.contentStore.current.brands.get(brand)?.site.socialSignIn?.oneTapProvider;
    return id === undefined ? undefined : this.find(brand, id);
  }

  /** The openid-client configuration (discovery of the issuer's metadata, cached). */
  configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const key = `${provider.issuer} ${provider.clientId} ${provider.clientSecret}`;
    let found = this.configurations.get(key);
    if (!found) {
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        provider.local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      // A failed discovery (provider down) is tried again next time.
      found.catch(() => this.configurations.delete(key));
      this.configurations.set(key, found);
    }
    return found;
  }

  /** The provider's signing keys (its jwks_uri), fetched and refreshed by jose. */
  async keys(provider: SocialProvider): Promise<JWTVerifyGetKey> {
    const config = await this.configuration(provider);
    const uri = config.serverMetadata().jwks_uri;
    if (!uri) throw new Error(`${provider.issuer} publishes no jwks_uri`);
    let keySet = this.keySets.get(uri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(uri));
      this.keySets.set(uri, keySet);
    }
    return keySet;
  }

  private resolve(brand: string, config: SocialProviderConfig): SocialProvider | undefined {
    const common = { brand, id: config.id, name: config.name, clientId: config.clientId };
    if (config.issuer === 'local') {
      if (!this.local) {
        this.warnOnce(
          `${brand}/${config.id}`,
          `Social sign-in: ${brand}'s provider ${config.id} names the local OpenID provider, ` +
            'which is off (SOCIAL_LOCAL_PROVIDER); it is not offered',
        );
        return undefined;
      }
      return {
        ...common,
        issuer: this.local.issuer,
        clientSecret: this.clientSecret(brand, config.id) ?? this.local.secretOf(brand, config.id),
        local: true,
      };
    }
    const secret = this.clientSecret(brand, config.id);
    if (!secret) {
      this.warnOnce(
        `${brand}/${config.id}`,
        `Social sign-in: ${brand}'s provider ${config.id} has no client secret ` +
          `(${secretVariableName(brand, config.id)} or SOCIAL_SECRETS_FILE); it is not offered`,
      );
      return undefined;
    }
    return { ...common, issuer: config.issuer, clientSecret: secret, local: false };
  }

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log.warn(message);
  }
}
