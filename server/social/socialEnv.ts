// The environment of social sign-in: whether the local OpenID provider runs, and where the
// providers' client secrets come from (never the brand's JSON). docs/auth.md "Social sign-in".
import { readFileSync } from 'node:fs';
import { StartupRefusal } from '../startupRefusal';

export interface SocialOptions {
  /** Run the local OpenID provider and serve the brands' providers whose issuer is 'local'. */
  localProvider?: boolean;
  /** Port of the local provider (0: any free one). */
  localProviderPort?: number;
  /** The client secret of a brand's provider, or undefined (see secretsFromEnv). */
  clientSecret?: (brand: string, providerId: string) => string | undefined;
}

export const SOCIAL_LOCAL_PROVIDER_WARNING =
  'SOCIAL_LOCAL_PROVIDER=1 in production: the local OpenID provider signs anyone in under any ' +
  'name; use it for tests and demonstrations only';

/**
 * SOCIAL_LOCAL_PROVIDER: unset, on outside production and off in production (a production start
 * uses the local provider only when told, as with the sandbox payment provider); 1 on; 0 off.
 */
export function readSocialEnv(env: NodeJS.ProcessEnv, production: boolean): SocialOptions {
  const switchText = env.SOCIAL_LOCAL_PROVIDER?.trim() ?? '';
  if (!['', '0', '1'].includes(switchText)) {
    throw new StartupRefusal(
      `SOCIAL_LOCAL_PROVIDER=${switchText}: set 1 to run the local OpenID provider, 0 not to, ` +
        'or leave it unset (on outside production, off in production)',
    );
  }
  const portText = env.SOCIAL_LOCAL_PROVIDER_PORT?.trim() || '0';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new StartupRefusal(`SOCIAL_LOCAL_PROVIDER_PORT=${portText} is not a port number`);
  }
  return {
    localProvider: switchText === '' ? !production : switchText === '1',
    localProviderPort: port,
    clientSecret: secretsFromEnv(env),
  };
}

/** The env variable of a provider's secret: SOCIAL_CLIENT_SECRET_AURORA_GOOGLE. */
export function secretVariableName(brand: string, providerId: string): string {
  const part = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return `SOCIAL_CLIENT_SECRET_${part(brand)}_${part(providerId)}`;
}

/**
 * Secrets from SOCIAL_CLIENT_SECRET_<BRAND>_<ID>, else from the JSON file SOCIAL_SECRETS_FILE
 * (`{ "<brand>": { "<provider id>": "<secret>" } }`), read once at start.
 */
export function secretsFromEnv(env: NodeJS.ProcessEnv): SocialOptions['clientSecret'] {
  const file = env.SOCIAL_SECRETS_FILE?.trim();
  let fromFile: Record<string, Record<string, unknown>> = {};
  if (file) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('not a JSON object');
      }
      fromFile = parsed as Record<string, Record<string, unknown>>;
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new StartupRefusal(`SOCIAL_SECRETS_FILE=${file} cannot be read: ${why}`);
    }
  }
  return (brand, providerId) => {
    const fromEnv = env[secretVariableName(brand, providerId)]?.trim();
    if (fromEnv) return fromEnv;
    const value = fromFile[brand]?.[providerId];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
}
