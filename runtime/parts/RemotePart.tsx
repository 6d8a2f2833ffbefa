import { useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetRenderProps } from '../render/types';
import { WidgetTree } from '../render/WidgetTree';
import { PartFailureView } from './PartFailureView';
import { PartsContext } from './PartsContext';

/** Built-in widget: a remote part (header, footer ...) rendered by the same renderer. */
export function RemotePart({ props }: WidgetRenderProps<{ name: string }>): ReactNode {
  const manager = useContext(PartsContext);
  if (!manager) throw new Error('RemotePart needs a PartsContext provider');
  const name = props.name;
  const subscribe = useCallback(
    (listener: () => void) => manager.subscribe(name, listener),
    [manager, name],
  );
  const snapshot = useSyncExternalStore(subscribe, () => manager.snapshot(name));
  useEffect(() => manager.acquire(name), [manager, name]);
  const reload = useCallback(() => {
    manager.reload(name);
  }, [manager, name]);
  if (snapshot.status === 'ready' && snapshot.root) return <WidgetTree node={snapshot.root} />;
  if (snapshot.status === 'error') return <PartFailureView appName={name} onReload={reload} />;
  return null;
}
