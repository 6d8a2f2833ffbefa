// The shipped dictionaries' texts for the text-key picker: "namespace:key" with each language's
// text. Loaded lazily (its own chunk) when the editor first needs it.
const files = import.meta.glob<Record<string, string>>('../../../configs/locales/*/*.json', {
  import: 'default',
});

export interface TextEntry {
  key: string;
  texts: Record<string, string>;
}

let loading: Promise<TextEntry[]> | undefined;

export function loadDictionaryTexts(): Promise<TextEntry[]> {
  loading ??= (async () => {
    const byKey = new Map<string, Record<string, string>>();
    await Promise.all(
      Object.entries(files).map(async ([path, load]) => {
        const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
        if (!match || match[2] === 'studio') return;
        const [, lng, namespace] = match as unknown as [string, string, string];
        for (const [key, text] of Object.entries(await load())) {
          const full = `${namespace}:${key}`;
          byKey.set(full, { ...byKey.get(full), [lng]: text });
        }
      }),
    );
    return [...byKey]
      .map(([key, texts]) => ({ key, texts }))
      .sort((a, b) => a.key.localeCompare(b.key));
  })();
  return loading;
}
