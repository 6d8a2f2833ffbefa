import { createContext, type ReactNode } from 'react';
import type { RuleContext } from './types';

/**
 * The one context the rules read (a node's visibleIf is evaluated by its parent's view). Its
 * value changes only when the rule context itself does (navigation, user, config, device), so
 * views with no rule among their children never subscribe and the others re-render only then.
 */
export const RuleContextContext = createContext<RuleContext | null>(null);

/** What a layout's PageOutlet shows: the current page body (or its error view). */
export const PageOutletContext = createContext<ReactNode>(null);
