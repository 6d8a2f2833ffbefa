// Access (SPEC sections 4, 5, 7): redirect-light, the block check, maintenance windows, bans on
// the server and the app version. buildServer calls registerAccess once.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { registerAccessControlRoutes } from '../testControl/accessControlRoutes';
import { installAccess } from './accessRules';
import { registerAccessRoutes } from './accessRoutes';
import { registerAppealRoutes } from './appeals';
import { geoLookupFromEnv, type GeoLookup } from './geoLookup';
import { registerOperatorAccessRoutes } from './operatorAccessRoutes';

export { accessOf, currentMaintenance } from './accessRules';
export { blockResultFor } from './blockCheck';
export { assertBanAllows, banAllowsRoute } from './banGate';
export type { AccessTables } from './tables';
export type { GeoLookup } from './geoLookup';

export interface AccessOptions {
  /** The built client (the app-version endpoint reads its build id); absent in dev. */
  clientDistDir?: string;
  /** The geo lookup; default: GEO_IP_CSV's files, or the bundled table (server/access/geoLookup.ts). */
  geo?: GeoLookup;
  /** TEST_CONTROL=1: the test country header and PUT /test-control/customers/:userId/ban. */
  testControl?: boolean;
}

export function registerAccess(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: AccessOptions = {},
): void {
  installAccess(ctx, {
    geo: opts.geo ?? geoLookupFromEnv(process.env.GEO_IP_CSV),
    trustTestCountry: opts.testControl ?? false,
  });
  registerAccessRoutes(app, ctx, { clientDistDir: opts.clientDistDir });
  registerOperatorAccessRoutes(app, ctx);
  registerAppealRoutes(app, ctx);
  if (opts.testControl) registerAccessControlRoutes(app, ctx);
}
