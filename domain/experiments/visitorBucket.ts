// The visitor's A/B bucket (house rule): a number 0-99 kept in a first-party cookie, so one
// visitor sees the same variant of a test on every visit. A share of N per cent sees a test's
// variant when the bucket is below N (the rule is json-logic in the layout that runs the test,
// e.g. the default layout's BottomNav). The cookie is outside input: a value that is not a bucket
// is replaced by a new one, never trusted nor refused.

export const VISITOR_BUCKET_COOKIE = 'ab_bucket';
/** Buckets 0 to 99: one bucket is one per cent of the visitors. */
export const VISITOR_BUCKETS = 100;
/** The share of visitors a test shows its variant to when config names none: half. */
export const DEFAULT_AB_SHARE = 50;
/** A year: the bucket outlives a visit, so a visitor stays in their variant. */
export const VISITOR_BUCKET_MAX_AGE_S = 365 * 24 * 3600;

/** The bucket a cookie names, or null when it is missing or not exactly 0 to 99 in decimal. */
export function parseVisitorBucket(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^(0|[1-9][0-9]?)$/.test(raw)) return null;
  return Number(raw);
}

/** A new bucket from a random number in [0, 1). */
export function newVisitorBucket(random: () => number): number {
  const bucket = Math.floor(random() * VISITOR_BUCKETS);
  return Math.min(VISITOR_BUCKETS - 1, Math.max(0, bucket));
}
