// The react-query hooks of toto. They go through the root store's toto api (the runtime/api
// client: Bearer token, 401 refresh and the other SPEC section 8 interceptors) and key every query
// by the signed-in user, so one customer never sees another's tickets, and by the page language
// the games are named in.
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../runtime/i18n';
import type { TotoBuyResult, TotoDrawWhich, TotoTicketRequest } from '../../../stores';
import { useStores, useLazyStore } from '../stores';
import { userQueryOf } from '../userQuery';
import { useIdempotentBuy } from '../idempotentBuy';
import { totoApiStore } from '../../../stores/toto';

/** Every toto query starts with this key; invalidate it to refetch them all. */
export const TOTO_QUERY_KEY = 'toto';

const useTotoQuery = userQueryOf(totoApiStore, TOTO_QUERY_KEY);

/** An open draw's pool grows with every ticket: asked again this often while shown. */
const OPEN_DRAW_POLL_MS = 30_000;

/** The current or next draw with the brand's rules (the rules come with every answer). */
export function useTotoDraw(which: TotoDrawWhich) {
  const lng = useTranslation().i18n.language;
  return useTotoQuery(['draw', which, lng], (toto, signal) => toto.draw(which, lng, signal), {
    refetchInterval: OPEN_DRAW_POLL_MS,
  });
}

/** The games proposed for the draw after the open ones. */
export function useTotoNominees() {
  const lng = useTranslation().i18n.language;
  return useTotoQuery(['nominees', lng], (toto, signal) => toto.nominees(lng, signal));
}

/** Past draws, newest first, with results and payouts; the page shown stays while the next loads. */
export function useTotoDraws(page: number, pageSize: number) {
  const lng = useTranslation().i18n.language;
  return useTotoQuery(
    ['draws', page, pageSize, lng],
    (toto, signal) => toto.draws(page, pageSize, lng, signal),
    { placeholderData: keepPreviousData },
  );
}

/** The customer's tickets, newest first; nothing is asked for a guest. */
export function useTotoTickets(page: number, pageSize: number) {
  const lng = useTranslation().i18n.language;
  return useTotoQuery(
    ['tickets', page, pageSize, lng],
    (toto, signal) => toto.tickets(page, pageSize, lng, signal),
    { signedIn: true, placeholderData: keepPreviousData },
  );
}

/**
 * Buys a ticket. Each attempt goes with a fresh Idempotency-Key; only an attempt that got no
 * answer (the ticket may exist) goes again with its key when the customer repeats it unchanged,
 * so the server answers the first ticket instead of selling a second. A bought ticket reloads the
 * balance, the pools and the customer's tickets.
 */
export function useTotoPurchase() {
  const { session, account } = useStores();
  const toto = useLazyStore(totoApiStore);
  const client = useQueryClient();
  const buy = useIdempotentBuy((body: TotoTicketRequest, key: string) => toto.buy(body, key));
  return useMutation({
    mutationFn: (body: TotoTicketRequest): Promise<TotoBuyResult> => buy(body),
    onSuccess: (result) => {
      if (result.kind !== 'bought') return;
      void account.load();
      void client.invalidateQueries({ queryKey: [TOTO_QUERY_KEY, session.userId] });
    },
  });
}
