import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ArticleBody } from '../../widgets/shared/articles/ArticleBody';
import type { BlockNode } from '../../domain/articles';
import { renderWidget } from './harness';

// The article tree becomes elements one by one: text stays text, links go through the router or
// open outside with noopener, and nothing is injected as HTML.
describe('ArticleBody', () => {
  const nodes: BlockNode[] = [
    { type: 'heading', level: 2, id: 'limits', children: [{ type: 'text', text: 'Limits' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: '<img src=x onerror=alert(1)> see ' },
        {
          type: 'link',
          href: 'rules/1',
          internal: true,
          children: [{ type: 'text', text: 'rules' }],
        },
        { type: 'text', text: ' and ' },
        {
          type: 'link',
          href: 'https://example.org/',
          internal: false,
          children: [{ type: 'text', text: 'help' }],
        },
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Careful' }] }],
    },
    {
      type: 'table',
      head: [[{ type: 'text', text: 'Limit' }]],
      rows: [[[{ type: 'text', text: 'Deposit' }]]],
    },
  ];

  it('renders headings, links, callouts and tables, and raw markup as text', () => {
    const { container } = renderWidget(<ArticleBody nodes={nodes} lng="ar" />, {
      lng: 'ar',
      url: '/ar/about',
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Limits' }).id).toBe('limits');
    expect(screen.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/ar/rules/1');
    const outside = screen.getByRole('link', { name: 'help' });
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('aside[data-tone="warning"]')?.textContent).toBe('Careful');
    expect(screen.getByRole('columnheader', { name: 'Limit' })).toBeTruthy();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> see ');
  });
});
