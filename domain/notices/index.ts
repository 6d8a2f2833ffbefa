// Public surface of the notice rules: consent, the age notice, referral links, team cash.
export * from './ageNotice';
export * from './consent';
export * from './referral';
export * from './adBait';
export * from './teamCash';
