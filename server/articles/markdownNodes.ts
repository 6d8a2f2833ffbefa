// Markdown -> the article tree (domain/articles/articleNodes.ts) with markdown-it: raw HTML off,
// so a tag in the text stays text; links limited to site paths and https; images to /content/.
import MarkdownIt from 'markdown-it';
import type { BlockNode, CalloutTone, InlineNode } from '../../domain/articles/index';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
type Token = ReturnType<typeof markdown.parse>[number];

/** A link or image found in the text, with its 1-based line, for the checker. */
export interface MarkdownReference {
  kind: 'link' | 'image';
  target: string;
  line: number;
}

export interface ParsedMarkdown {
  body: BlockNode[];
  references: MarkdownReference[];
  /** Problems of the text itself (a link that is neither a site path nor https ...). */
  problems: { line: number; message: string }[];
}

/** Images must be files under public/content/ (served as /content/...). */
export const CONTENT_IMAGE_PREFIX = '/content/';

const CALLOUT = /^\[!(info|warning)\]\s*/i;

/** Parses `text`; `firstLine` is the line of the body's first line in the file (after front matter). */
export function parseMarkdown(text: string, firstLine = 1): ParsedMarkdown {
  const tokens = markdown.parse(text, {});
  const out: ParsedMarkdown = { body: [], references: [], problems: [] };
  const cursor = { i: 0 };
  out.body = blocks(tokens, cursor, undefined, out, firstLine);
  return out;
}

function lineOf(token: Token | undefined, firstLine: number): number {
  return (token?.map?.[0] ?? 0) + firstLine;
}

function blocks(
  tokens: Token[],
  cursor: { i: number },
  closing: string | undefined,
  out: ParsedMarkdown,
  firstLine: number,
): BlockNode[] {
  const nodes: BlockNode[] = [];
  while (cursor.i < tokens.length) {
    const token = tokens[cursor.i]!;
    if (closing && token.type === closing) {
      cursor.i++;
      return nodes;
    }
    const line = lineOf(token, firstLine);
    switch (token.type) {
      case 'heading_open': {
        const inline = tokens[cursor.i + 1]!;
        const children = inlines(inline.children ?? [], line, out);
        // The page title is the front matter's h1; body headings start at h2.
        const level = Math.min(4, Math.max(2, Number(token.tag.slice(1)))) as 2 | 3 | 4;
        nodes.push({ type: 'heading', level, id: slugOf(plainText(children)), children });
        cursor.i += 3;
        break;
      }
      case 'paragraph_open': {
        const inline = tokens[cursor.i + 1]!;
        const children = inlines(inline.children ?? [], line, out);
        cursor.i += 3;
        const image = soleImage(children, inline.children ?? []);
        if (image) nodes.push(image);
        else nodes.push({ type: 'paragraph', children });
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        cursor.i++;
        const items: BlockNode[][] = [];
        while (cursor.i < tokens.length && tokens[cursor.i]!.type === 'list_item_open') {
          cursor.i++;
          items.push(blocks(tokens, cursor, 'list_item_close', out, firstLine));
        }
        cursor.i++; // list close
        nodes.push({ type: 'list', ordered, items });
        break;
      }
      case 'blockquote_open': {
        cursor.i++;
        const children = blocks(tokens, cursor, 'blockquote_close', out, firstLine);
        nodes.push(calloutOrQuote(children));
        break;
      }
      case 'table_open': {
        cursor.i++;
        nodes.push(table(tokens, cursor, out, firstLine));
        break;
      }
      case 'hr':
        nodes.push({ type: 'rule' });
        cursor.i++;
        break;
      case 'fence':
      case 'code_block':
        nodes.push({ type: 'paragraph', children: [{ type: 'code', text: token.content }] });
        cursor.i++;
        break;
      default:
        cursor.i++;
    }
  }
  return nodes;
}

function table(
  tokens: Token[],
  cursor: { i: number },
  out: ParsedMarkdown,
  firstLine: number,
): BlockNode {
  const head: InlineNode[][] = [];
  const rows: InlineNode[][][] = [];
  let row: InlineNode[][] | undefined;
  let inHead = false;
  while (cursor.i < tokens.length && tokens[cursor.i]!.type !== 'table_close') {
    const token = tokens[cursor.i]!;
    if (token.type === 'thead_open') inHead = true;
    else if (token.type === 'thead_close') inHead = false;
    else if (token.type === 'tr_open') row = [];
    else if (token.type === 'tr_close' && row) {
      if (inHead) head.push(...row);
      else rows.push(row);
      row = undefined;
    } else if (token.type === 'inline' && row) {
      row.push(inlines(token.children ?? [], lineOf(token, firstLine), out));
    }
    cursor.i++;
  }
  cursor.i++;
  return { type: 'table', head, rows };
}

function calloutOrQuote(children: BlockNode[]): BlockNode {
  const first = children[0];
  if (first?.type === 'paragraph' && first.children[0]?.type === 'text') {
    const m = CALLOUT.exec(first.children[0].text);
    if (m) {
      const rest = first.children[0].text.slice(m[0].length);
      const firstChildren: InlineNode[] = [
        ...(rest ? [{ type: 'text' as const, text: rest }] : []),
        ...first.children.slice(1).filter((c, i) => !(i === 0 && c.type === 'break')),
      ];
      const tone = m[1]!.toLowerCase() as CalloutTone;
      const body: BlockNode[] =
        firstChildren.length > 0
          ? [{ type: 'paragraph', children: firstChildren }, ...children.slice(1)]
          : children.slice(1);
      return { type: 'callout', tone, children: body };
    }
  }
  return { type: 'quote', children };
}

function soleImage(children: InlineNode[], tokens: Token[]): BlockNode | undefined {
  if (tokens.length !== 1 || tokens[0]!.type !== 'image' || children.length !== 0) return undefined;
  const token = tokens[0]!;
  return { type: 'image', src: String(token.attrGet('src') ?? ''), alt: token.content };
}

function inlines(tokens: Token[], line: number, out: ParsedMarkdown): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: InlineNode[][] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        if (token.content) top().push({ type: 'text', text: token.content });
        break;
      case 'code_inline':
        top().push({ type: 'code', text: token.content });
        break;
      case 'softbreak':
        top().push({ type: 'text', text: ' ' });
        break;
      case 'hardbreak':
        top().push({ type: 'break' });
        break;
      case 'strong_open':
      case 'em_open': {
        const node = { type: token.type === 'strong_open' ? 'strong' : 'em', children: [] } as {
          type: 'strong' | 'em';
          children: InlineNode[];
        };
        top().push(node);
        stack.push(node.children);
        break;
      }
      case 'link_open': {
        const target = String(token.attrGet('href') ?? '');
        out.references.push({ kind: 'link', target, line });
        const link = linkOf(target);
        if (!link)
          out.problems.push({
            line,
            message: `link '${target}' is neither a site path (/…) nor an https address`,
          });
        const node: InlineNode = {
          type: 'link',
          href: link?.href ?? '',
          internal: link?.internal ?? true,
          children: [],
        };
        top().push(node);
        stack.push(node.children);
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close':
        if (stack.length > 1) stack.pop();
        break;
      case 'image': {
        const src = String(token.attrGet('src') ?? '');
        out.references.push({ kind: 'image', target: src, line });
        if (!src.startsWith(CONTENT_IMAGE_PREFIX)) {
          out.problems.push({
            line,
            message: `image '${src}' must be a file under public${CONTENT_IMAGE_PREFIX}`,
          });
        }
        // An image inside a paragraph of text is named by its alt text only.
        if (tokens.length > 1) top().push({ type: 'text', text: token.content });
        break;
      }
      default:
        break;
    }
  }
  return root;
}

/** `/rules/1` -> internal `rules/1`; `https://…` -> outside; anything else is refused. */
export function linkOf(target: string): { href: string; internal: boolean } | undefined {
  if (/^https:\/\/[^\s]+$/.test(target)) return { href: target, internal: false };
  if (/^\/[a-z0-9/_?=&#.-]*$/i.test(target) && !target.startsWith('//')) {
    return { href: target.slice(1), internal: true };
  }
  return undefined;
}

function plainText(nodes: InlineNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'code') return n.text;
      if (n.type === 'break') return ' ';
      return plainText(n.children);
    })
    .join('');
}

/** A heading's anchor: letters and digits of any script, dashes between words. */
export function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

export { plainText };
