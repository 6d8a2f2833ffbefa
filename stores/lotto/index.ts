export * from './lottoApi';
