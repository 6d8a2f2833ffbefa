// The app's translator: flat dictionaries ({ "key": "text" }), one per language and namespace,
// addressed as "namespace:key". Framework-free; runtime/i18n/react.tsx binds it to components.

/** Loaded on every route (shell texts and the error texts); the namespace of a key without one. */
export const MAIN_DICTIONARY = 'main';

/** A dictionary file: key to text. */
export type Dictionary = Readonly<Record<string, string>>;

export interface TOptions {
  /**
   * Picks the plural form: key_zero for 0 when the dictionary has it, else key_<category> of
   * Intl.PluralRules in the language (key_one, key_few, key_other…), else the key itself.
   */
  count?: number;
  /** Picks key_<context> (and its plural forms) before the key when the dictionary has it. */
  context?: string;
  /** The text when no key has one (instead of the key). */
  defaultValue?: string;
  /** Every option also fills its {{placeholder}}; a placeholder without a value stays as it is. */
  readonly [value: string]: unknown;
}

/** Translates a key, or the first of several keys that has a text. */
export type TFunction = (keys: string | readonly string[], options?: TOptions) => string;

/**
 * Holds the loaded dictionaries and the current language. Never falls back to another language:
 * the server fills each dictionary's missing keys from the fallback language
 * (server/config/dictionaries.ts). A key without a text reads as itself (without its namespace).
 */
export class Translator {
  #language: string;
  /** `${language}/${namespace}` → its texts. */
  readonly #dictionaries = new Map<string, Map<string, string>>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #listeners = new Set<() => void>();
  /** getFixedT's functions of the current language and texts. */
  #fixed = new Map<string, TFunction>();

  constructor(language: string) {
    this.#language = language;
  }

  get language(): string {
    return this.#language;
  }

  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  /** Adds texts to a language's namespace; a key it already has takes the new text. */
  addResourceBundle(language: string, namespace: string, dictionary: Dictionary): void {
    const id = `${language}/${namespace}`;
    const texts = this.#dictionaries.get(id) ?? new Map<string, string>();
    for (const [key, text] of Object.entries(dictionary)) texts.set(key, text);
    this.#dictionaries.set(id, texts);
    this.#changed();
  }

  /** Calls `listener` after the language or the texts change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * `t` with `namespace` for keys without a prefix: the same function until the language or the
   * texts change, so it can stand in a hook's dependencies.
   */
  getFixedT(namespace = MAIN_DICTIONARY): TFunction {
    let t = this.#fixed.get(namespace);
    if (!t) {
      t = (keys, options) => this.t(keys, options, namespace);
      this.#fixed.set(namespace, t);
    }
    return t;
  }

  t(keys: string | readonly string[], options: TOptions = {}, namespace = MAIN_DICTIONARY): string {
    const { count, context, defaultValue } = options;
    const forms = (key: string): string[] =>
      count === undefined
        ? [key]
        : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.#plural(count)}`, key];
    let key = '';
    let text: string | undefined;
    for (const address of typeof keys === 'string' ? [keys] : keys) {
      const colon = address.indexOf(':');
      key = address.slice(colon + 1);
      const texts = this.#dictionaries.get(
        `${this.#language}/${colon < 0 ? namespace : address.slice(0, colon)}`,
      );
      const candidates = context ? [...forms(`${key}_${context}`), ...forms(key)] : forms(key);
      text = candidates.map((form) => texts?.get(form)).find((found) => found !== undefined);
      if (text !== undefined) break;
    }
    return interpolate(text ?? defaultValue ?? key, options);
  }

  #plural(count: number): Intl.LDMLPluralRule {
    let rules = this.#plurals.get(this.#language);
    if (!rules) {
      rules = new Intl.PluralRules(this.#language);
      this.#plurals.set(this.#language, rules);
    }
    return rules.select(count);
  }

  #changed(): void {
    this.#fixed = new Map();
    for (const listener of this.#listeners) listener();
  }
}

/** Fills {{name}} with String(values.name) ('' for null or undefined). */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    return Object.hasOwn(values, key) ? String(values[key] ?? '') : placeholder;
  });
}
