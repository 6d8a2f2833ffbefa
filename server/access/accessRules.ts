// A brand's access rules as the server reads them: redirect rules, block rules and maintenance
// windows from the database, kept a few seconds per brand (every request of the site reads them)
// and dropped at once in this process when an operator writes. Other server processes see a write
// within RULES_CACHE_MS.
import type { Kysely } from 'kysely';
import type { MaintenanceConfig, MaintenanceWindowRecord } from '../../domain/access/contract';
import type { BlockRuleSpec } from '../../domain/access/blockRules';
import { maintenanceAt } from '../../domain/access/maintenanceWindows';
import type { RedirectRuleSpec } from '../../domain/access/redirectRules';
import type { DatabaseSchema } from '../db/schema';
import type { ServerContent } from '../content/serverContent';
import type { ServerContext } from '../http/serverContext';
import { brandOf } from '../config/siteConfig';
import { unknownGeo, type GeoLookup } from './geoLookup';
import { blockRuleOfRow, maintenanceWindowOfRow, redirectRuleOfRow } from './accessRows';

/** How long a brand's rules are reused before they are read again. */
export const RULES_CACHE_MS = 5_000;

export interface BrandAccessRules {
  redirects: RedirectRuleSpec[];
  blocks: BlockRuleSpec[];
  /** null: no operator has set this brand's windows; its site.json `maintenance` applies. */
  windows: MaintenanceWindowRecord[] | null;
}

interface Cached {
  at: number;
  rules: Promise<BrandAccessRules>;
}

export class AccessRules {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: () => Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The brand's rules, at most RULES_CACHE_MS old. */
  of(brand: string): Promise<BrandAccessRules> {
    const hit = this.cache.get(brand);
    const now = this.now();
    if (hit && now - hit.at < RULES_CACHE_MS) return hit.rules;
    const rules = readBrandRules(this.db(), brand);
    this.cache.set(brand, { at: now, rules });
    // A failed read is not kept: the next request tries again.
    rules.catch(() => {
      if (this.cache.get(brand)?.rules === rules) this.cache.delete(brand);
    });
    return rules;
  }

  /** After a write: the next request reads the brand's rules afresh. */
  forget(brand: string): void {
    this.cache.delete(brand);
  }
}

async function readBrandRules(
  db: Kysely<DatabaseSchema>,
  brand: string,
): Promise<BrandAccessRules> {
  const [redirects, blocks, windows, managed] = await Promise.all([
    db.selectFrom('redirect_rules').selectAll().where('brand', '=', brand).orderBy('id').execute(),
    db.selectFrom('block_rules').selectAll().where('brand', '=', brand).orderBy('id').execute(),
    db
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('brand', '=', brand)
      .orderBy('started_at')
      .execute(),
    db
      .selectFrom('maintenance_brands')
      .select('brand')
      .where('brand', '=', brand)
      .executeTakeFirst(),
  ]);
  return {
    redirects: redirects.map(redirectRuleOfRow),
    blocks: blocks.map(blockRuleOfRow),
    windows: managed ? windows.map(maintenanceWindowOfRow) : null,
  };
}

/** What the access routes, the page shell and the config routes of one server share. */
export interface AccessRuntime {
  rules: AccessRules;
  geo: GeoLookup;
  /** TEST_CONTROL=1: the geo lookup takes the country from the test header. */
  trustTestCountry: boolean;
}

const runtimes = new WeakMap<ServerContext, AccessRuntime>();

/** Sets up a server's access runtime (buildServer, before the routes that read it). */
export function installAccess(
  ctx: ServerContext,
  opts: { geo?: GeoLookup; trustTestCountry?: boolean } = {},
): AccessRuntime {
  const runtime: AccessRuntime = {
    rules: new AccessRules(() => ctx.database.db),
    geo: opts.geo ?? unknownGeo,
    trustTestCountry: opts.trustTestCountry ?? false,
  };
  runtimes.set(ctx, runtime);
  return runtime;
}

/** The server's access runtime (a default one, no geo table, if none was installed). */
export function accessOf(ctx: ServerContext): AccessRuntime {
  return runtimes.get(ctx) ?? installAccess(ctx);
}

/**
 * The site config's `maintenance` for a brand now (world clock): from the operator's windows, or
 * the brand's site.json until an operator has set them.
 */
export async function currentMaintenance(
  ctx: ServerContext,
  content: ServerContent,
  brand: string,
): Promise<MaintenanceConfig> {
  const { windows } = await accessOf(ctx).rules.of(brand);
  if (windows === null) {
    const file = brandOf(content, brand).site.maintenance;
    return { ...file, isActive: file?.isActive === true };
  }
  return maintenanceAt(windows, Math.floor(ctx.worldClock.now() / 1000));
}
