// Type only: the conversion store is made on first use (stores/index.ts accountConversion).
export type * from './OfficeGrowthStores';
// Type only: built on first use (useLazyStore), imported by the widgets that show them.
export type * from './referralProgramStore';
export type * from './userTransferStore';
