/** The data of the Vite HMR custom event `content-changed` the dev server sends. */
export interface ContentChange {
  kind: 'config' | 'routes' | 'page' | 'layout' | 'part' | 'dictionary' | 'article';
  id: string;
}

export function isContentChange(data: unknown): data is ContentChange {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, id } = data as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    (kind === 'config' ||
      kind === 'routes' ||
      kind === 'page' ||
      kind === 'layout' ||
      kind === 'part' ||
      kind === 'dictionary' ||
      kind === 'article')
  );
}
