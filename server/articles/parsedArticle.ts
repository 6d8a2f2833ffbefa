import type { ArticleSummary, ArticleView } from '../../domain/articles/index';
import type { ArticleFile } from './articleFiles';
import type { ArticleFrontMatter } from './frontMatter';
import { splitArticle } from './frontMatter';
import { parseMarkdown, type MarkdownReference } from './markdownNodes';

/** One file read and parsed, with what the checker needs. */
export interface ParsedArticle {
  source: ArticleFile;
  front?: ArticleFrontMatter;
  view?: Omit<ArticleView, 'language'>;
  references: MarkdownReference[];
  problems: { line: number; message: string }[];
}

// Raw HTML is refused by the checker although markdown-it shows it as text: a PM should know.
const RAW_HTML = /<\/?[a-zA-Z][a-zA-Z0-9-]*(\s[^>]*)?\/?>|<!--/;

export function parseArticle(source: ArticleFile): ParsedArticle {
  const split = splitArticle(source.text);
  const parsed = parseMarkdown(split.body, split.bodyLine);
  const problems = [...split.problems, ...parsed.problems];
  split.body.split('\n').forEach((text, i) => {
    if (RAW_HTML.test(text)) {
      problems.push({
        line: split.bodyLine + i,
        message: 'raw HTML is not allowed in content (use Markdown)',
      });
    }
  });
  const front = split.frontMatter;
  if (!front) return { source, references: parsed.references, problems };
  const summary: ArticleSummary = {
    path: source.path,
    title: front.title,
    description: front.description,
    tags: front.tags ?? [],
    ...(front.date ? { date: front.date } : {}),
    ...(front.image ? { image: front.image } : {}),
    ...(front.order !== undefined ? { order: front.order } : {}),
  };
  return {
    source,
    front,
    view: {
      ...summary,
      body: parsed.body,
      ...(front.seo ? { seo: front.seo } : {}),
      ...(front.cta ? { cta: front.cta } : {}),
    },
    references: parsed.references,
    problems,
  };
}
