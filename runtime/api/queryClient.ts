import { QueryClient } from '@tanstack/react-query';

/** Defaults for server state read by widgets through react-query hooks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
