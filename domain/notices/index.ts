// Public surface of the notice rules: consent, the age notice, referral links.
export * from './ageNotice';
export * from './consent';
export * from './referral';
export * from './adBait';
