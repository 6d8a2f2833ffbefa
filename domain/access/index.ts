export * from './contract';
export * from './accessRefusals';
