// Where a block reason sends the visitor (SPEC section 4 "Blocking and maintenance"), as a pure
// rule the client's navigation applies: the reason's page, keeping the query for reason 4;
// a block page opened without a reason goes to the language root.
import {
  BLOCK_REASON_KEEPING_QUERY,
  BLOCK_REASON_PAGES,
  blockPageOf,
  type BlockPage,
} from './contract';

/** Every block page (route path without the language), each once. */
export const BLOCK_PAGES: readonly BlockPage[] = [...new Set(Object.values(BLOCK_REASON_PAGES))];

export function isBlockPage(path: string): path is BlockPage {
  return (BLOCK_PAGES as readonly string[]).includes(path);
}

export interface BlockNavigationInput {
  /** The block reason in force (displayTypeId), or null. */
  reason: number | null;
  /** The route path being opened, without the language ('block', 'sports', ''). */
  path: string;
  lng: string;
  /** The query of the URL being opened, with or without its '?'. */
  search: string;
}

/** The URL to go to instead, or null to open the page as asked. */
export function blockRedirect(input: BlockNavigationInput): string | null {
  const page = blockPageOf(input.reason);
  if (page === null) return isBlockPage(input.path) ? `/${input.lng}` : null;
  if (input.path === page) return null;
  const query = input.search.replace(/^\?/, '');
  const keep = input.reason === BLOCK_REASON_KEEPING_QUERY && query !== '';
  return `/${input.lng}/${page}${keep ? `?${query}` : ''}`;
}
