export * from './AnalyticsStore';
