// The casino catalogue's tables as Kysely sees them (created by
// server/db/migrations/0011_casino_catalogue.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { BigintColumn, CreatedAt } from '../../db/columnTypes';

export interface CasinoCatalogueVersionsTable {
  id: number;
  /** The seed's version (server/casino/catalogue/seedCatalogue.ts): a new one rewrites the rows. */
  version: string;
  seeded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CasinoProvidersTable {
  id: string;
  name: string;
  is_builtin: boolean;
  /** Connected in this installation: only then are its games launched. */
  is_connected: boolean;
  sort_order: number;
}

/** Sections (is_section) and subcategories (section_id names their section). */
export interface CasinoCategoriesTable {
  id: string;
  section_id: string;
  is_section: boolean;
  route: string;
  sort_order: number;
}

export interface CasinoGamesTable {
  id: number;
  name: string;
  search_name: string;
  route: string;
  old_route: string | null;
  provider_id: string;
  section_id: string;
  tag_id: number | null;
  art_from: string;
  art_to: string;
  art_accent: string;
  is_new: boolean;
  is_popular: boolean;
  is_jackpot: boolean;
  has_demo: boolean;
  rtp_hundredths: number | null;
  volatility: string | null;
  /** The built-in provider's engine key (domain/casino/builtinGames.ts), else null. */
  engine_key: string | null;
  popularity: number;
  released_on: ColumnType<Date, Date | string, Date | string>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CasinoGameCategoriesTable {
  game_id: number;
  category_id: string;
}

export interface CasinoGameClosedCountriesTable {
  game_id: number;
  country_id: number;
}

export interface CasinoFavoritesTable {
  user_id: BigintColumn;
  game_id: number;
  created_at: CreatedAt;
}

export interface CasinoRecentlyPlayedTable {
  user_id: BigintColumn;
  game_id: number;
  played_at: ColumnType<Date, Date | string, Date | string>;
}

export interface LocalizedTexts {
  title: string;
  summary: string;
  terms?: string[];
}

export type TextsByLanguage = Record<'ru' | 'en' | 'ar', LocalizedTexts>;

export interface CasinoPromotionsTable {
  id: number;
  texts: JSONColumnType<TextsByLanguage, string, string>;
  art_from: string;
  art_to: string;
  art_accent: string;
  target_route: string | null;
  ends_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  sort_order: number;
}

export interface CasinoTournamentsTable {
  id: number;
  texts: JSONColumnType<TextsByLanguage, string, string>;
  schedule: string;
  currency_id: number;
  min_stake: BigintColumn;
  prizes: JSONColumnType<{ fromPlace: number; toPlace: number; amount: number }[], string, string>;
  art_from: string;
  art_to: string;
  art_accent: string;
  sort_order: number;
}

export interface CasinoTournamentGamesTable {
  tournament_id: number;
  game_id: number;
}

export interface CasinoCatalogueTables {
  casino_catalogue_versions: CasinoCatalogueVersionsTable;
  casino_providers: CasinoProvidersTable;
  casino_categories: CasinoCategoriesTable;
  casino_games: CasinoGamesTable;
  casino_game_categories: CasinoGameCategoriesTable;
  casino_game_closed_countries: CasinoGameClosedCountriesTable;
  casino_favorites: CasinoFavoritesTable;
  casino_recently_played: CasinoRecentlyPlayedTable;
  casino_promotions: CasinoPromotionsTable;
  casino_tournaments: CasinoTournamentsTable;
  casino_tournament_games: CasinoTournamentGamesTable;
}
