// An article as data: the Markdown parsed on the server into this tree, which the client maps to
// React elements. No HTML string ever crosses the wire, so nothing can be injected.

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'break' }
  /** `internal`: a site path relative to /{lng}/; otherwise an https address. */
  | { type: 'link'; href: string; internal: boolean; children: InlineNode[] };

export type CalloutTone = 'info' | 'warning';

export type BlockNode =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: BlockNode[][] }
  | { type: 'table'; head: InlineNode[][]; rows: InlineNode[][][] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'callout'; tone: CalloutTone; children: BlockNode[] }
  | { type: 'quote'; children: BlockNode[] }
  | { type: 'rule' };

/** What a section listing shows of an article. */
export interface ArticleSummary {
  /** Relative to /{lng}/, e.g. `news/new-live-page`. */
  path: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) for news and blog articles. */
  date?: string;
  tags: string[];
  image?: string;
  /** Position in a table of contents (rules chapters); lower first. */
  order?: number;
}

/** One article as the client renders it. */
export interface ArticleView extends ArticleSummary {
  /** The language the text is in (a declared fallback may differ from the page's). */
  language: string;
  body: BlockNode[];
  /** The SEO block's text under the page, when the article gives one. */
  seo?: { title: string; text: string };
  /** A landing's call to action: the button's words and the site path (no language) it opens. */
  cta?: { label: string; to: string };
}

/** One page of a section listing (news, blog). */
export interface ArticleListPage {
  items: ArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Every tag used in the section, sorted. */
  tags: string[];
}
