export * from './wagering';
export * from './promoCodes';
export * from './bonusRefusals';
