// The react-query client of the server lists (bet history, one booked coupon), made when the
// first widget that reads one is shown: pages without such a widget load no react-query at all.
// One client for the app's root store; another signed-in user (or none) drops every cached list.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { reaction } from 'mobx';
import { createQueryClient } from '../../../runtime/api';
import type { RootStore } from '../../../stores';
import { useStores } from '../stores';

const clients = new WeakMap<RootStore, QueryClient>();

/** The query client of these stores, made on first use. */
export function queryClientOf(stores: RootStore): QueryClient {
  let client = clients.get(stores);
  if (!client) {
    const made = createQueryClient();
    // Cached server lists belong to one customer: another sign-in (or a sign-out) drops them all.
    reaction(
      () => stores.session.userId,
      () => made.clear(),
    );
    clients.set(stores, made);
    client = made;
  }
  return client;
}

/** Gives its children the app's query client, unless a client is given above it already. */
export function QueryScope({ children }: { children: ReactNode }) {
  const stores = useStores();
  const given = useContext(QueryClientContext);
  if (given) return <>{children}</>;
  return <QueryClientProvider client={queryClientOf(stores)}>{children}</QueryClientProvider>;
}

/** A widget whose view reads server lists: the view inside a QueryScope. */
export function withQueryScope<P extends object>(View: ComponentType<P>) {
  return function ScopedView(props: P) {
    return (
      <QueryScope>
        <View {...props} />
      </QueryScope>
    );
  };
}
