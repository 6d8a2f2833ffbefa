import { servedDocument } from '../runtime/schema/servedDocument';
import type { LayoutId, LayoutSchema, RouteTable, SiteConfig } from '../runtime/schema/types';
import type { BootBlock } from '../domain/access';

/** What the server puts in <script type="application/json" id="boot">. */
export interface BootData {
  config: SiteConfig | null;
  routes: RouteTable | null;
  layouts: Partial<Record<LayoutId, LayoutSchema>>;
  /**
   * The server's block result for this page (SPEC section 4): null when not blocked; undefined
   * when the server sent none (the client then asks the block API).
   */
  block?: BootBlock;
  /** The server saw a customer session: a language hidden from guests is kept until checked. */
  signedIn: boolean;
  /** The server answered 404 for a page its SEO sources do not know (server/seo/). */
  notFound: boolean;
  /** Why parts of the boot data were refused (shown in development, logged always). */
  problems: string[];
}

export const LAYOUT_IDS: readonly LayoutId[] = ['default', 'empty', 'maintenance', 'blocked'];

/**
 * Reads the boot data (checked by the server: servedDocument.ts); anything missing, or of a
 * schemaVersion this build does not read, is left for the client to fetch.
 */
export function readBoot(doc: Document = document): BootData {
  const boot: BootData = {
    config: null,
    routes: null,
    layouts: {},
    signedIn: false,
    notFound: false,
    problems: [],
  };
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return boot;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    boot.problems.push(
      `boot data is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
    return boot;
  }
  if (raw.config !== undefined) {
    const config = servedDocument<SiteConfig>('siteConfig', raw.config, 'boot config');
    if (config.ok) boot.config = config.value;
    else boot.problems.push(config.message);
  }
  if (raw.routes !== undefined) {
    const routes = servedDocument<RouteTable>('routes', raw.routes, 'boot routes');
    if (routes.ok) boot.routes = routes.value;
    else boot.problems.push(routes.message);
  }
  const block = bootBlockOf(raw.block);
  if (block !== undefined) boot.block = block;
  else if (raw.block !== undefined) boot.problems.push('boot block: not a block result');
  boot.signedIn = raw.signedIn === true;
  boot.notFound = raw.notFound === true;
  const layouts = (raw.layouts ?? {}) as Record<string, unknown>;
  for (const id of LAYOUT_IDS) {
    const layout = layouts[id];
    if (layout === undefined) continue;
    const served = servedDocument<LayoutSchema>('layout', layout, `boot layout ${id}`);
    if (served.ok) boot.layouts[id] = served.value;
    else boot.problems.push(served.message);
  }
  return boot;
}

/** `{ displayTypeId, templateTypeId }` (numbers or null) or null; anything else is undefined. */
function bootBlockOf(value: unknown): BootBlock | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { displayTypeId, templateTypeId } = value as Record<string, unknown>;
  const numberOrNull = (v: unknown): v is number | null =>
    v === null || (typeof v === 'number' && Number.isInteger(v));
  if (!numberOrNull(displayTypeId) || !numberOrNull(templateTypeId)) return undefined;
  return { displayTypeId, templateTypeId } as BootBlock;
}
