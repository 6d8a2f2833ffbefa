export * from './distributions';
export * from './fairMarket';
export * from './goalsModel';
export * from './mapsModel';
export * from './margin';
export * from './pointsModel';
export * from './seriesModel';
export * from './tennisModel';
