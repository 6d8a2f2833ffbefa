/**
 * Redis names of the live bus. Pub/sub channels are server-wide (not per database), so every
 * name carries the database number of REDIS_URL: servers on `/0` and tests on `/9` never meet.
 */
export interface RedisLiveNames {
  deltas: string;
  control: string;
  leader: string;
  snapshot(requestId: string): string;
}

export function redisLiveNames(namespace: string): RedisLiveNames {
  return {
    deltas: `${namespace}:deltas`,
    control: `${namespace}:control`,
    leader: `${namespace}:feed-leader`,
    snapshot: (requestId) => `${namespace}:snapshot:${requestId}`,
  };
}

/** `live:<db>` for a REDIS_URL whose path names database <db> (0 when it names none). */
export function namespaceOfRedisUrl(redisUrl: string): string {
  const db = /^\/(\d+)/.exec(new URL(redisUrl).pathname)?.[1] ?? '0';
  return `live:${db}`;
}
