/** An edited file under content/ (dev): the article path it is, or undefined for other files. */
export function classifyArticleFile(
  relativePath: string,
): { kind: 'article'; id: string } | undefined {
  const p = relativePath.split('\\').join('/');
  if (p === 'content/fallbacks.yaml') return { kind: 'article', id: '*' };
  const m = /^content\/[^/]+\/[a-z]{2}\/(.+)\.md$/.exec(p);
  return m ? { kind: 'article', id: m[1]! } : undefined;
}
