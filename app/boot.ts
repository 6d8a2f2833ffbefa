import type { LayoutId, LayoutSchema, RouteTable, SiteConfig } from '../runtime/schema/types';
import { describeValidationErrors } from '../runtime/render';
import type { BootBlock } from '../domain/access';
import { validateLayout, validateRouteTable, validateSiteConfig } from './validators';

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

/** Reads and checks the boot data; anything missing or invalid is left for the client to fetch. */
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
  if (validateSiteConfig(raw.config)) boot.config = raw.config as SiteConfig;
  else if (raw.config !== undefined)
    boot.problems.push(`boot config: ${describeValidationErrors(validateSiteConfig.errors)}`);
  if (validateRouteTable(raw.routes)) boot.routes = raw.routes as RouteTable;
  else if (raw.routes !== undefined)
    boot.problems.push(`boot routes: ${describeValidationErrors(validateRouteTable.errors)}`);
  const block = bootBlockOf(raw.block);
  if (block !== undefined) boot.block = block;
  else if (raw.block !== undefined) boot.problems.push('boot block: not a block result');
  boot.signedIn = raw.signedIn === true;
  boot.notFound = raw.notFound === true;
  const layouts = (raw.layouts ?? {}) as Record<string, unknown>;
  for (const id of LAYOUT_IDS) {
    const layout = layouts[id];
    if (layout === undefined) continue;
    if (validateLayout(layout)) boot.layouts[id] = layout as LayoutSchema;
    else
      boot.problems.push(`boot layout ${id}: ${describeValidationErrors(validateLayout.errors)}`);
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
