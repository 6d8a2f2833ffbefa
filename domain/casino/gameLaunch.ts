// Game launch (POST /web-api/games/launch): the game page asks for a URL to show in a frame.
// Real money needs a signed-in customer allowed to play; demo is open to guests and customers
// where the game offers it. An outside provider's game opens on the provider's own frame URL
// (domain/casino/providerLaunch.ts) where the provider is connected for the brand, and is refused
// (provider_unavailable) elsewhere.

export const GAME_LAUNCH_PATH = '/web-api/games/launch';

export type GameMode = 'real' | 'demo';
export const GAME_MODES: readonly GameMode[] = ['real', 'demo'];

export interface GameLaunchRequest {
  /** The catalogue's game id. */
  gameId: number;
  mode: GameMode;
  /** The page language the game frame opens in (default: the site's default language). */
  lng?: string;
}

export interface GameLaunchAnswer {
  /** Where the frame goes: for the built-in provider builtinGameFramePath (domain/casino/builtinGames.ts), for an outside one the URL its launch call answered. */
  url: string;
  /** Unguessable; the provider passes it to every wallet call. */
  sessionId: string;
  mode: GameMode;
  /** When the session stops taking debits (ISO 8601). */
  expiresAt: string;
}

/** The refusals of launch, worded by the client from `error_<reason>`. */
export const GAME_LAUNCH_REASONS = [
  /** No such game, or not available in the customer's country. */
  'game_not_found',
  /** The game's provider is not connected for this brand, or did not answer the launch call. */
  'provider_unavailable',
  /** Real money asked by a guest (401) — sign in first. */
  'unauthorized',
  /** Demo asked for a game without demo. */
  'demo_not_available',
  /** The customer may not play for money: banned, self-excluded or on a time-out. */
  'play_blocked',
] as const;

/** How long a game session takes debits after launch. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
