/**
 * The ad-blocker bait (SPEC section 8 "Ad-blocker notice"): a script URL of the kind blockers'
 * network filters refuse. Our server always answers it, so a failed request means a blocker.
 */
export const AD_BAIT_PATH = '/bff-api/ads/advert.js';
