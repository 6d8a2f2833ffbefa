export * from './supportApi';
