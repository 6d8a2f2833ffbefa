import { useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetRenderProps } from '../render/types';
import { WidgetTree } from '../render/WidgetTree';
import { PartFailureView } from './PartFailureView';
import { PartsContext } from './PartsContext';
import { reservedHeightAt, type ReservedHeight } from './reservedHeight';

export interface RemotePartProps {
  name: string;
  /** Reserved while the part loads, so the page does not jump when it arrives. */
  minHeight?: ReservedHeight;
}

/** Built-in widget: a remote part (header, footer ...) rendered by the same renderer. */
export function RemotePart({ props }: WidgetRenderProps<RemotePartProps>): ReactNode {
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
  const reserved = reservedHeightAt(props.minHeight, window.innerWidth);
  if (reserved === 0) return null;
  // Empty space of the part's final height (a style property, which the CSP allows).
  return (
    <div
      className="remote-part-placeholder"
      data-part={name}
      aria-hidden="true"
      style={{ minHeight: `${reserved}px` }}
    />
  );
}
