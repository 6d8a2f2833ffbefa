export * from './OfficeGrowthStores';
