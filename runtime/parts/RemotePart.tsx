import { useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetRenderProps } from '../render/types';
import { WidgetTree } from '../render/WidgetTree';
import { PartFailureView } from './PartFailureView';
import { PartsContext } from './PartsContext';
import { reservedHeightAt, type ReservedHeight } from './reservedHeight';
import { useNearViewport } from '../render/useNearViewport';

export interface RemotePartProps {
  name: string;
  /** Reserved while the part loads, so the page does not jump when it arrives. */
  minHeight?: ReservedHeight;
  /**
   * Below the fold: the part (its document, widgets, their libraries) is asked for only when its
   * reserved space comes near the viewport (NEAR_VIEWPORT_MARGIN), not with the page.
   */
  whenNear?: boolean;
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
  const [placeholderRef, near] = useNearViewport<HTMLDivElement>();
  // Held at once unless it waits for the viewport (or is already there, acquired elsewhere).
  const wanted = near || props.whenNear !== true || snapshot.status !== 'not-existing';
  useEffect(() => (wanted ? manager.acquire(name) : undefined), [manager, name, wanted]);
  const reload = useCallback(() => {
    manager.reload(name);
  }, [manager, name]);
  if (snapshot.status === 'ready' && snapshot.root) return <WidgetTree node={snapshot.root} />;
  if (snapshot.status === 'error') return <PartFailureView appName={name} onReload={reload} />;
  const reserved = reservedHeightAt(props.minHeight, window.innerWidth);
  // A part that waits for the viewport keeps an element to watch, even of no height.
  if (reserved === 0 && wanted) return null;
  // Empty space of the part's final height (a style property, which the CSP allows); busy while
  // the part is asked for (what waits for a page to settle waits for it: the QA matrix, tests),
  // not while it waits for the viewport.
  return (
    <div
      ref={wanted ? undefined : placeholderRef}
      className="remote-part-placeholder"
      data-part={name}
      aria-hidden="true"
      aria-busy={wanted ? 'true' : undefined}
      style={{ minHeight: `${reserved}px` }}
    />
  );
}
