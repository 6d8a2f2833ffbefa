// The block check (SPEC sections 4 "Blocking and maintenance", 7 "block"): the brand's block rules
// against the visitor's country, the path asked for and who is asking. The API answers it, and
// the page shell puts it in the first HTML's boot JSON (guards are synchronous, so the client store
// starts with the server's answer).
import type { FastifyRequest } from 'fastify';
import type { BlockResult } from '../../domain/access/contract';
import { checkBlock, NOT_BLOCKED } from '../../domain/access/blockRules';
import { parseSiteUrl } from '../../domain/access/sitePaths';
import { identify } from '../auth/currentUser';
import type { ServerContext } from '../http/serverContext';
import { accessOf } from './accessRules';
import { requestCountry } from './geoLookup';

/** The block result for a request asking for `url` (a site URL with its language) of `brand`. */
export async function blockResultFor(
  ctx: ServerContext,
  request: FastifyRequest,
  brand: string,
  url: string,
): Promise<BlockResult> {
  const access = accessOf(ctx);
  const { blocks } = await access.rules.of(brand);
  if (!blocks.some((r) => r.enabled)) return NOT_BLOCKED;
  const who = await identify(ctx, request);
  return checkBlock(blocks, {
    country: requestCountry(access.geo, request, access.trustTestCountry),
    path: parseSiteUrl(url)?.path ?? null,
    signedIn: who.ok,
    banLevel: who.ok ? who.user.banLevel : 0,
  });
}
