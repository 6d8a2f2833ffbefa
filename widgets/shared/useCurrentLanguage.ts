import { useLocation } from 'react-router-dom';
import { useStores } from './stores';

const LANGUAGE_SEGMENT = /^\/([a-z]{2})(?:\/|$)/;

/** The language of the current URL (its first segment, SPEC section 2), else the config's. */
export function useCurrentLanguage(): string {
  const { pathname } = useLocation();
  const { config } = useStores();
  return LANGUAGE_SEGMENT.exec(pathname)?.[1] ?? config.config.language;
}
