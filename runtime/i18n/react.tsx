import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Translator, type TFunction } from './translator';

/** Without a provider (a component rendered on its own): no texts, so keys read as themselves. */
const I18nContext = createContext(new Translator('en'));

/** Gives the components below the app's translator. */
export function I18nProvider(props: { i18n: Translator; children?: ReactNode }): ReactNode {
  return <I18nContext.Provider value={props.i18n}>{props.children}</I18nContext.Provider>;
}

/**
 * The translator's `t` with `namespace` for keys without a prefix (default 'main'), and the
 * translator itself (i18n.language). The component renders again when the language changes or
 * a dictionary arrives; `t` is then a new function, and the same one between such changes.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.getFixedT(namespace));
  return { t, i18n };
}
