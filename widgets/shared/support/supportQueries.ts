// The react-query hooks of the support pages, keyed by the signed-in user so one customer never
// sees another's requests. Opening a request marks its replies read on the server, so the user
// config (the menu's unread badge) is read again after it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryData } from '../../../runtime/api';
import type { SupportRequestInput } from '../../../domain/support/contract';
import { useStores, useLazyStore } from '../stores';
import { userQueryOf } from '../userQuery';
import { supportApiStore } from '../../../stores/support';

export const SUPPORT_QUERY_KEY = 'support';

const useSupportQuery = userQueryOf(supportApiStore, SUPPORT_QUERY_KEY);

export function useSupportRequests() {
  return useSupportQuery(['requests'], (support, signal) => support.requests(signal), {
    signedIn: true,
  });
}

export function useSupportRequest(id: string | null) {
  const { session, userConfig } = useStores();
  const support = useLazyStore(supportApiStore);
  const client = useQueryClient();
  return useQuery({
    queryKey: [SUPPORT_QUERY_KEY, session.userId, 'request', id],
    queryFn: async ({ signal }) => {
      const detail = await queryData(support.request(id ?? '', signal));
      if (detail.request.unread > 0) {
        void userConfig.load();
        void client.invalidateQueries({
          queryKey: [SUPPORT_QUERY_KEY, session.userId, 'requests'],
        });
      }
      return detail;
    },
    enabled: session.isAuthenticated && id !== null,
  });
}

export function useSupportTransactions(topicId: number | null) {
  return useSupportQuery(
    ['transactions', topicId],
    (support, signal) => support.transactions(topicId ?? 0, signal),
    { signedIn: true, enabled: topicId !== null },
  );
}

/** The mutations answer the api result as is: the widget words a refusal by its reason. */
export function useOpenRequest() {
  const { session } = useStores();
  const support = useLazyStore(supportApiStore);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SupportRequestInput) => {
      const result = await support.open(input);
      if (result.ok) {
        void client.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY, session.userId] });
      }
      return result;
    },
  });
}

export function useWriteMessage(id: string) {
  const { session } = useStores();
  const support = useLazyStore(supportApiStore);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const result = await support.write(id, text);
      // Closed meanwhile by an operator: the request is read again, and shows why it takes no reply.
      if (result.ok || result.body?.reason === 'support_request_closed') {
        void client.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY, session.userId] });
      }
      return result;
    },
  });
}

export function useShareIdea() {
  const support = useLazyStore(supportApiStore);
  return useMutation({ mutationFn: (text: string) => support.shareIdea(text) });
}
