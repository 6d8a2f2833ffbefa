// The react-query hooks of the lotto pages. They go through the root store's lotto api (the
// runtime/api client with the SPEC section 8 interceptors) and key every query by the signed-in
// user, so one customer never sees another's tickets.
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryView } from '../../../domain/lotto/index';
import type { LottoPurchase, LottoTicketRequest } from '../../../stores';
import { useStores, useLazyStore } from '../stores';
import { userQueryOf } from '../userQuery';
import { useIdempotentBuy } from '../idempotentBuy';
import { lottoApiStore } from '../../../stores/lotto';

/** Every lotto query starts with this key; invalidate it to refetch them all. */
export const LOTTO_QUERY_KEY = 'lotto';

const useLottoQuery = userQueryOf(lottoApiStore, LOTTO_QUERY_KEY);

/** Results and tickets a page holds. */
export const LOTTO_PAGE_SIZE = 10;

/** While a shown draw's close has passed, the lottery is read again this often until the next one opens. */
const DRAWING_POLL_MS = 5000;

/** Polls while the open draw has closed but the server has not drawn it yet (a new one follows). */
function pollWhileDrawing(lotteries: readonly LotteryView[] | undefined): number | false {
  const now = Date.now();
  const closed = (lotteries ?? []).some(
    (lottery) => lottery.openDraw !== null && Date.parse(lottery.openDraw.closesAt) <= now,
  );
  return closed ? DRAWING_POLL_MS : false;
}

/** The brand's lotteries in config order, each with its open and last draw. */
export function useLottoCatalog() {
  return useLottoQuery(['catalog'], (lotto, signal) => lotto.catalog(signal), {
    refetchInterval: (query) => pollWhileDrawing(query.state.data?.lotteries),
  });
}

export function useLottery(lotteryId: string | undefined) {
  return useLottoQuery(
    ['lottery', lotteryId],
    (lotto, signal) => lotto.lottery(lotteryId ?? '', signal),
    {
      enabled: lotteryId !== undefined,
      refetchInterval: (query) => {
        const data = query.state.data;
        return data ? pollWhileDrawing([data]) : false;
      },
    },
  );
}

/** Drawn draws newest first, of one lottery or (no id) of all. */
export function useLottoResults(lotteryId: string | undefined, page: number) {
  const query = { ...(lotteryId ? { lotteryId } : {}), page, pageSize: LOTTO_PAGE_SIZE };
  return useLottoQuery(['results', query], (lotto, signal) => lotto.results(query, signal), {
    placeholderData: keepPreviousData,
  });
}

/** The customer's tickets of a lottery, newest first; nothing is asked for a guest. */
export function useLottoTickets(lotteryId: string, page: number) {
  const query = { lotteryId, page, pageSize: LOTTO_PAGE_SIZE };
  return useLottoQuery(['tickets', query], (lotto, signal) => lotto.tickets(query, signal), {
    signedIn: true,
    placeholderData: keepPreviousData,
  });
}

/**
 * Buys a ticket. Each attempt carries a fresh Idempotency-Key; an attempt that got no answer
 * goes again with its key while the ticket is unchanged, so a repeat never buys twice. A bought
 * ticket refreshes the balance, the customer's tickets and the lottery (its ticket count).
 */
export function useLottoPurchase(newKey: () => string = () => globalThis.crypto.randomUUID()) {
  const { account, session } = useStores();
  const lotto = useLazyStore(lottoApiStore);
  const client = useQueryClient();
  const buy = useIdempotentBuy(
    (request: LottoTicketRequest, key: string) => lotto.buy(request, key),
    newKey,
  );
  return useMutation({
    mutationFn: async (request: LottoTicketRequest): Promise<LottoPurchase> => {
      const result = await buy(request);
      if (result.kind === 'bought') {
        void account.load();
        for (const list of ['tickets', 'lottery', 'catalog']) {
          void client.invalidateQueries({ queryKey: [LOTTO_QUERY_KEY, session.userId, list] });
        }
      }
      return result;
    },
  });
}
