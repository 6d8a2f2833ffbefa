import type { RuleContext } from './types';

/** SPEC section 1: the query parameter platform_type=mobile forces the mobile layout. */
export const MOBILE_PLATFORM_QUERY = { name: 'platform_type', value: 'mobile' } as const;

export function resolveDevice(
  query: Readonly<Record<string, string>>,
  measured: RuleContext['device'],
): RuleContext['device'] {
  if (
    query[MOBILE_PLATFORM_QUERY.name] === MOBILE_PLATFORM_QUERY.value &&
    measured.type !== 'mobile'
  ) {
    return { type: 'mobile', width: measured.width };
  }
  return measured;
}

export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (search === '' || search === '?') return query;
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return query;
}
