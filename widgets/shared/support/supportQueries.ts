// The react-query hooks of the support pages, keyed by the signed-in user so one customer never
// sees another's requests. Opening a request marks its replies read on the server, so the user
// config (the menu's unread badge) is read again after it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryData } from '../../../runtime/api';
import type { SupportRequestInput } from '../../../domain/support/contract';
import { useStores, useLazyStore } from '../stores';
import { userQueryOf } from '../userQuery';
import { useUserMutation } from '../userMutation';
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

export function useOpenRequest() {
  return useUserMutation(
    supportApiStore,
    SUPPORT_QUERY_KEY,
    (support, input: SupportRequestInput) => support.open(input),
  );
}

// Closed meanwhile by an operator: the request is read again, and shows why it takes no reply.
export function useWriteMessage(id: string) {
  return useUserMutation(
    supportApiStore,
    SUPPORT_QUERY_KEY,
    (support, text: string) => support.write(id, text),
    'support_request_closed',
  );
}

export function useShareIdea() {
  const support = useLazyStore(supportApiStore);
  return useMutation({ mutationFn: (text: string) => support.shareIdea(text) });
}
