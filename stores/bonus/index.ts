export * from './bonusApi';
