export * from './casinoApi';
