// schemas:check for Markdown content: each bad file is named with the line of its problem.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArticles, formatArticleFinding } from '../../../server/articles/checkArticles';
import { parseMarkdown } from '../../../server/articles/markdownNodes';
import type { RouteTable } from '../../../runtime/schema/types';
import { makeTempDir, PROJECT_ROOT, removeTempDirs } from '../testServer';
import { readContentSet } from '../../../runtime/schema';
import { articleFindings } from '../../../scripts/lib/articleCheck';

afterAll(removeTempDirs);

const routes: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'about', path: 'about', page: 'about' },
    { id: 'news', path: 'news/{slug?}', page: 'content-news' },
  ],
} as RouteTable;
const brands = [{ id: 'aurora', languages: ['en', 'ru'] }];

function contentRoot(files: Record<string, string>, fallbacks?: string): string {
  const root = makeTempDir('articles-check');
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'content', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  if (fallbacks !== undefined)
    writeFileSync(path.join(root, 'content', 'fallbacks.yaml'), fallbacks);
  return root;
}

const good = (title: string, body = 'Text.') =>
  `---\ntitle: "${title}"\ndescription: "A page."\n---\n\n${body}\n`;

describe('Markdown to the article tree', () => {
  it('keeps raw HTML and script links as plain text, never as elements or links', () => {
    const parsed = parseMarkdown(
      '<b onclick="x()">hi</b> [x](javascript:alert(1))\n\n<script>alert(1)</script>',
    );
    expect(parsed.body).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<b onclick="x()">hi</b> [x](javascript:alert(1))' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('makes a callout of a quote starting with [!warning]', () => {
    expect(parseMarkdown('> [!warning] Careful.').body).toEqual([
      {
        type: 'callout',
        tone: 'warning',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Careful.' }] }],
      },
    ]);
  });
});

describe('checkArticles', () => {
  it('passes the content the project ships', () => {
    expect(articleFindings(readContentSet(PROJECT_ROOT))).toEqual([]);
  });

  it('names the file and line of a script tag, an unknown route link, a missing image and bad front matter', () => {
    const root = contentRoot({
      '_default/en/about.md': good(
        'About',
        'Fine line.\n\n<script>alert(1)</script>\n\n[old](/no-such-page)\n\n![x](/content/missing.png)',
      ),
      '_default/ru/about.md': good('О нас'),
      '_default/en/news.md': '---\ntitle: News\ndescription: "x"\nauthor: someone\n---\n\nNews.\n',
      '_default/ru/news.md': '---\ntitle: [unclosed\ndescription: "x"\n---\n',
    });
    const printed = checkArticles(root, { routes, brands }).map(formatArticleFinding);
    expect(printed).toEqual(
      expect.arrayContaining([
        'content/_default/en/about.md:8: raw HTML is not allowed in content (use Markdown)',
        "content/_default/en/about.md:10: link '/no-such-page' goes to no route of schemas/routes.json",
        "content/_default/en/about.md:12: image '/content/missing.png' is not a file under public/",
        "content/_default/en/news.md:4: front matter: unknown field 'author'",
        expect.stringMatching(/^content\/_default\/ru\/news\.md:[23]: front matter: /),
      ]),
    );
  });

  it("checks a landing's call to action: a site path a route serves, with its words", () => {
    const landing = (cta: string) =>
      `---\ntitle: Landing\ndescription: "x"\ncta:\n${cta}\n---\n\nText.\n`;
    const root = contentRoot(
      {
        '_default/en/about.md': landing("  label: 'Join'\n  to: '/news'"),
        '_default/en/news.md': landing("  label: 'Join'\n  to: '/no-such-page'"),
        '_default/en/news/a.md': landing("  to: 'https://evil.example'"),
      },
      'ru: en\n',
    );
    const printed = checkArticles(root, { routes, brands }).map(formatArticleFinding);
    expect(printed.filter((line) => line.includes('about.md'))).toEqual([]);
    expect(printed).toEqual(
      expect.arrayContaining([
        "content/_default/en/news.md:2: cta '/no-such-page' goes to no route of schemas/routes.json",
        expect.stringMatching(/^content\/_default\/en\/news\/a\.md:\d+: front matter: /),
      ]),
    );
  });

  it('refuses a language the brand offers without a file or a declared fallback, and accepts the fallback', () => {
    const files = { '_default/en/about.md': good('About') };
    const missing = checkArticles(contentRoot(files), { routes, brands });
    expect(missing.map(formatArticleFinding)).toEqual([
      "content/_default/en/about.md:1: brand aurora offers 'ru' but 'about' has no ru file (content/_default/ru/about.md) and content/fallbacks.yaml names no fallback for ru",
    ]);
    expect(checkArticles(contentRoot(files, 'ru: en\n'), { routes, brands })).toEqual([]);
  });

  it('refuses a page no route serves, an unknown brand folder and a link that is not a site path or https', () => {
    const root = contentRoot(
      {
        '_default/en/secret.md': good('Secret'),
        'acme/en/about.md': good('About'),
        '_default/en/about.md': good(
          'About',
          '[mail](mailto:a@b.example) [x](javascript:alert(1))',
        ),
      },
      'ru: en\n',
    );
    const printed = checkArticles(root, { routes, brands }).map(formatArticleFinding);
    expect(printed).toEqual(
      expect.arrayContaining([
        "content/_default/en/secret.md:1: no route of schemas/routes.json serves '/secret', so nobody can open this page",
        "content/acme/en/about.md:1: 'acme' is neither _default nor a brand of configs/brands",
      ]),
    );
    expect(printed).toContain(
      "content/_default/en/about.md:6: link 'mailto:a@b.example' is neither a site path (/…) nor an https address",
    );
  });
});
