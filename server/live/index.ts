// Live push (SPEC section 7 "Live"): event bus, feed lease, fan-out hub with resume, the SSE route.
export { LeaderGatedFeed } from './leaderGatedFeed';
export { createInProcessBus, type LiveBus } from './liveBus';
export { LiveHub, type LiveGames, type LiveHubStats } from './liveHub';
export { LiveService, type LiveRole, type LiveServiceOptions, type LiveStats } from './liveService';
export { registerLive, sportsOptionsForLive, type LiveOptions } from './liveWiring';
export { registerLiveRoutes, type LiveRoutesOptions } from './streamRoutes';
