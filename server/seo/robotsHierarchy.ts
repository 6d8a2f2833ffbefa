// SPEC section 3 "SEO page data" metaRobots and hierarchyMetaRobots. A page schema's meta
// `robots` is its own robots meta (metaRobots); its `hierarchyRobots` (hierarchyMetaRobots) is
// the robots meta of the page and of every page below it in the URL hierarchy that sets none of
// its own: the pages at `casino/game/12/book`'s leading parts (`casino/game/12`, `casino/game`,
// `casino`, then home) are its parents, nearest first, and the nearest that sets one decides.
import { routeMatch } from '../../runtime/router/routeTableMatch';
import type { PageMeta } from '../../runtime/schema/types';
import type { ServerContent } from '../content/serverContent';

function metaAt(content: ServerContent, rest: string): PageMeta | undefined {
  const match = routeMatch(content.routes, rest);
  return match ? content.pages.get(match.route.page)?.meta : undefined;
}

/**
 * The robots meta of the page at `rest` (the path below /{lng}/): its own `robots`, else its own
 * `hierarchyRobots`, else the nearest parent's `hierarchyRobots`; undefined when none says.
 */
export function inheritedRobots(content: ServerContent, rest: string): string | undefined {
  const own = metaAt(content, rest);
  if (own?.robots !== undefined) return own.robots;
  if (own?.hierarchyRobots !== undefined) return own.hierarchyRobots;
  const segments = rest.split('/').filter(Boolean);
  for (let length = segments.length - 1; length >= 0; length -= 1) {
    const inherited = metaAt(content, segments.slice(0, length).join('/'))?.hierarchyRobots;
    if (inherited !== undefined) return inherited;
  }
  return undefined;
}
