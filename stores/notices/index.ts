export * from './noticeCookies';
export * from './ConsentStore';
export * from './AgeNoticeStore';
export * from './ReferralStore';
export * from './AppVersionStore';
export * from './noticesWiring';
export * from './TeamCashStore';
