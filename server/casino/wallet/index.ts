// The casino wallet context: game sessions and launch (POST /web-api/games/launch), the seamless
// wallet API for providers, casino rounds for the history.
export { registerCasinoWalletRoutes, type WalletRouteOptions } from './walletRoutes';
export {
  walletBalance,
  walletCredit,
  walletDebit,
  walletRollback,
  WalletRefusal,
  MAX_WALLET_AMOUNT,
  type StakeCheck,
  type WalletDeps,
} from './walletService';
export { signWalletBody, walletSignatureValid } from './walletSignature';
export { walletSecretFor } from './walletSecrets';
export { casinoAccountCode, CASINO_HOUSE_ACCOUNT } from './casinoHouseAccount';
export type { CasinoWalletTables } from './tables';
export {
  openGameSession,
  findGameSession,
  type GameSession,
  type GameSessionView,
  type NewGameSession,
} from './gameSessions';
export { launchGame, type LaunchInput, type LaunchResult, type PlayCheck } from './gameLaunch';
