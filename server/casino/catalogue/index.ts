// The casino catalogue context: providers, sections, games, availability by country, favourites,
// recently played, promotions, tournaments and cashback.
export { registerCatalogueRoutes, type CatalogueRouteOptions } from './catalogueRoutes';
export { recordRecentlyPlayed, RECENTLY_PLAYED_KEPT } from './recentlyPlayed';
export { seedCatalogue } from './seedCatalogue';
export { findGameById, type Viewer } from './catalogueQueries';
export type { CasinoCatalogueTables } from './tables';
