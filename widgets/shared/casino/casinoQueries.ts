// The react-query hooks of the casino pages. They go through the root store's casino api (the
// runtime/api client: Bearer token, 401 refresh and the other SPEC section 8 interceptors) and key
// every query by the signed-in user, so one customer never sees another's favourites, and by the
// page language where the answer is worded in it.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from '../../../runtime/i18n';
import { failureOf as apiFailureOf, queryData } from '../../../runtime/api';
import { failureOf } from '../../../stores/actionResult';
import { notifyFailure } from '../../../stores';
import {
  GAMES_DEFAULT_PAGE_SIZE,
  type CasinoGame,
  type GamesListAnswer,
  type GamesQuery,
  type PreviewLightQuery,
} from '../../../domain/casino/catalogueTypes';
import type { CashbackProgram } from '../../../domain/casino/catalogueBonusTypes';
import type { GameMode } from '../../../domain/casino/gameLaunch';
import { useLazyStore, useStores } from '../stores';
import { userQueryOf } from '../userQuery';
import { casinoApiStore } from '../../../stores/casino';

/** Every casino query starts with this key; invalidate it to refetch them all. */
export const CASINO_QUERY_KEY = 'casino';

const useCasinoQuery = userQueryOf(casinoApiStore, CASINO_QUERY_KEY);

/** The catalogue changes rarely: a list read once stays fresh for this long. */
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

/** Games of a section, subcategory, provider or tag, page after page ("show more"). */
export function useGames(query: Omit<GamesQuery, 'page'>, enabled = true) {
  const { session } = useStores();
  const casino = useLazyStore(casinoApiStore);
  const pageSize = query.pageSize ?? GAMES_DEFAULT_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: [CASINO_QUERY_KEY, session.userId, 'games', { ...query, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      queryData(casino.games({ ...query, pageSize, page: pageParam }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}

/** Games whose name matches `q`; nothing is asked for an empty query. */
export function useGameSearch(q: string, pageSize = GAMES_DEFAULT_PAGE_SIZE) {
  const { session } = useStores();
  const casino = useLazyStore(casinoApiStore);
  const text = q.trim();
  return useInfiniteQuery({
    queryKey: [CASINO_QUERY_KEY, session.userId, 'search', text, pageSize],
    queryFn: ({ pageParam, signal }) =>
      queryData(casino.search({ q: text, page: pageParam, pageSize }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useGameByRoute(route: string | undefined) {
  return useCasinoQuery(
    ['game', route],
    (casino, signal) => casino.gameByRoute(route ?? '', signal),
    { enabled: route !== undefined && route !== '', staleTime: CATALOGUE_STALE_MS },
  );
}

export function useSections() {
  return useCasinoQuery(['sections'], (casino, signal) => casino.sections(signal), {
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useProviders() {
  return useCasinoQuery(['providers'], (casino, signal) => casino.providers(signal), {
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The customer's favourites; nothing is asked for a guest. */
export function useFavorites() {
  return useCasinoQuery(['favorites'], (casino, signal) => casino.favorites(signal), {
    signedIn: true,
  });
}

/** The ids of the customer's favourites (empty for a guest or while they load). */
export function useFavoriteIds(): ReadonlySet<number> {
  const favorites = useFavorites();
  const items = favorites.data?.items;
  return new Set((items ?? []).map((game) => game.id));
}

/**
 * Adds or removes a favourite. The list changes on screen at once and goes back if the server
 * refuses; afterwards it is read again.
 */
export function useFavoriteToggle() {
  const { session, notifications } = useStores();
  const casino = useLazyStore(casinoApiStore);
  const client = useQueryClient();
  const key = [CASINO_QUERY_KEY, session.userId, 'favorites'];
  return useMutation({
    mutationFn: ({ game, isFavorite }: { game: CasinoGame; isFavorite: boolean }) =>
      queryData(casino.setFavorite(game.id, isFavorite)),
    onMutate: async ({ game, isFavorite }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<GamesListAnswer>(key);
      const others = (before?.items ?? []).filter((item) => item.id !== game.id);
      client.setQueryData<GamesListAnswer>(key, {
        items: isFavorite ? [game, ...others] : others,
      });
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      // Away from any form: the refusal is a notice (SPEC section 8), the star goes back.
      const failure = apiFailureOf(error);
      notifyFailure(notifications, failure ? failureOf(failure) : { status: 0 }, {
        fallbackKey: 'main:favorite_failed',
        id: 'favorite-failed',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The games the customer opened last; nothing is asked for a guest. */
export function useRecent() {
  return useCasinoQuery(['recent'], (casino, signal) => casino.recent(signal), { signedIn: true });
}

/** SPEC section 7 games preview light, in the page language. */
export function usePreviewLight(query: Omit<PreviewLightQuery, 'lng'>) {
  const { session } = useStores();
  const casino = useLazyStore(casinoApiStore);
  const lng = useTranslation().i18n.language;
  return useQuery({
    queryKey: [CASINO_QUERY_KEY, session.userId, 'preview-light', query, lng],
    queryFn: async ({ signal }) => {
      const answer = await queryData(casino.previewLight({ ...query, lng }, signal));
      if (!answer.Success) throw new Error('games preview refused');
      return answer.Value;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function usePromotions() {
  const lng = useTranslation().i18n.language;
  return useCasinoQuery(['promotions', lng], (casino, signal) => casino.promotions(lng, signal));
}

export function usePromotion(id: number | undefined) {
  const lng = useTranslation().i18n.language;
  return useCasinoQuery(
    ['promotion', id, lng],
    (casino, signal) => casino.promotion(id ?? 0, lng, signal),
    { enabled: id !== undefined },
  );
}

export function useTournaments() {
  const lng = useTranslation().i18n.language;
  return useCasinoQuery(['tournaments', lng], (casino, signal) => casino.tournaments(lng, signal));
}

/** One tournament with its leaderboard, read again every minute while shown (play moves it). */
export function useTournament(id: number | undefined) {
  const lng = useTranslation().i18n.language;
  return useCasinoQuery(
    ['tournament', id, lng],
    (casino, signal) => casino.tournament(id ?? 0, lng, signal),
    { enabled: id !== undefined, refetchInterval: 60_000 },
  );
}

/** The signed-in customer's tournament prizes (paid when a window closes). */
export function useTournamentPrizes() {
  const lng = useTranslation().i18n.language;
  return useCasinoQuery(
    ['tournament-prizes', lng],
    (casino, signal) => casino.tournamentPrizes(lng, signal),
    { signedIn: true },
  );
}

export function useCashback(program: CashbackProgram) {
  return useCasinoQuery(
    ['cashback', program],
    (casino, signal) => casino.cashback(program, signal),
    { signedIn: true },
  );
}

/**
 * A launch of the game in `mode`: one game session a page visit (never cached for another
 * visit), not retried on its own (a refusal stays a refusal until the customer acts).
 */
export function useGameLaunch(gameId: number | undefined, mode: GameMode) {
  const { session } = useStores();
  const casino = useLazyStore(casinoApiStore);
  const lng = useTranslation().i18n.language;
  return useQuery({
    queryKey: [CASINO_QUERY_KEY, session.userId, 'launch', gameId, mode, lng],
    queryFn: () => queryData(casino.launch({ gameId: gameId ?? 0, mode, lng })),
    enabled: gameId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
