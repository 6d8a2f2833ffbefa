export * from './noticeCookies';
export * from './ConsentStore';
export * from './AgeNoticeStore';
export * from './ReferralStore';
export * from './AppVersionStore';
export * from './noticesWiring';
// Type only: made when a customer signs in (stores/index.ts teamCash), its code a chunk of its own.
export type * from './TeamCashStore';
