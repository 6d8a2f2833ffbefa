import { createContext } from 'react';
import type { PartManager } from './partManager';

/** The part manager the RemotePart widgets of this app share. */
export const PartsContext = createContext<PartManager | null>(null);
