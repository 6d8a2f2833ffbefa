export {
  DEFAULT_AB_SHARE,
  VISITOR_BUCKET_COOKIE,
  VISITOR_BUCKETS,
  VISITOR_BUCKET_MAX_AGE_S,
  newVisitorBucket,
  parseVisitorBucket,
} from './visitorBucket';
