export * from './totoApi';
