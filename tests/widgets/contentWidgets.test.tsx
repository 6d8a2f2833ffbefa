import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import RichText from '../../widgets/RichText/RichText';
import InfoPage from '../../widgets/InfoPage/InfoPage';
import LinkList from '../../widgets/LinkList/LinkList';
import Snowfall from '../../widgets/Snowfall/Snowfall';
import MainContent from '../../widgets/MainContent/MainContent';
import SkipLink from '../../widgets/SkipLink/SkipLink';
import ThreeColumns from '../../widgets/ThreeColumns/ThreeColumns';
import { createTestI18n, noSlots, renderWidget } from './harness';

describe('content widgets', () => {
  it('RichText renders dictionary text as text, never as HTML, one paragraph per blank line', () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('en', 'info', {
      unsafe: 'First <img src=x onerror=alert(1)>\n\nSecond',
    });
    const { container } = renderWidget(
      <RichText props={{ textKey: 'info:unsafe' }} slots={noSlots} path="p" />,
      { i18n },
    );
    expect(container.querySelector('img')).toBeNull();
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('First <img src=x onerror=alert(1)>');
  });

  it('InfoPage shows one h1 and a paragraph per key', () => {
    renderWidget(
      <InfoPage
        props={{ titleKey: 'info:about_title', paragraphKeys: ['info:about_p1', 'info:about_p2'] }}
        slots={noSlots}
        path="p"
      />,
      { lng: 'ar', url: '/ar/about' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('من نحن');
    expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(2);
  });

  it('LinkList becomes a named navigation landmark when given a label', () => {
    renderWidget(
      <LinkList
        props={{
          labelKey: 'home:info_links_label',
          items: [{ to: 'cookies', labelKey: 'main:nav_cookies' }],
        }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/' },
    );
    const nav = screen.getByRole('navigation', { name: 'Useful information' });
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/en/cookies');
  });

  it('Snowfall is decorative: one canvas hidden from assistive technology (Snowfall.test.tsx)', () => {
    const { container } = renderWidget(<Snowfall props={{ flakes: 5 }} slots={noSlots} path="p" />);
    const snow = container.querySelector('.snowfall');
    expect(snow?.tagName).toBe('CANVAS');
    expect(snow?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the skip link targets the main landmark', () => {
    renderWidget(
      <>
        <SkipLink props={{ labelKey: 'main:skip_to_content' }} slots={noSlots} path="p" />
        <MainContent props={{}} slots={{ content: <p>page</p> }} path="p" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(link.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.textContent).toBe('page');
  });

  it('ThreeColumns places each slot in its column', () => {
    const { container } = renderWidget(
      <ThreeColumns props={{}} slots={{ left: 'L', center: 'C', right: 'R' }} path="p" />,
    );
    expect(container.querySelector('.three-columns__left')?.textContent).toBe('L');
    expect(container.querySelector('.three-columns__center')?.textContent).toBe('C');
    expect(container.querySelector('.three-columns__right')?.textContent).toBe('R');
  });
});
