import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import Header from '../../widgets/Header/Header';
import type { HeaderProps } from '../../domain/widgetProps/Header';
import { noSlots, renderWidget, testConfig } from './harness';

const props: HeaderProps = {
  navLabelKey: 'main:nav_label',
  languagesLabelKey: 'main:languages_label',
  items: [
    { to: '', labelKey: 'main:nav_home' },
    { to: 'about', labelKey: 'main:nav_about' },
  ],
};

function renderHeader(config = testConfig(), url = '/en/about') {
  return renderWidget(<Header props={props} slots={noSlots} path="parts/header.json#/body" />, {
    config,
    url,
  });
}

describe('Header', () => {
  it('puts logo, brand navigation and languages on one row when config.headerRows is 1', () => {
    const { container } = renderHeader(testConfig({ headerRows: 1 }));
    const header = screen.getByRole('banner');
    expect(header.dataset.rows).toBe('1');
    const rows = container.querySelectorAll('.site-header__row');
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement).getByRole('navigation', { name: 'Main navigation' }),
    ).toBeTruthy();
  });

  it('moves the brand navigation to a second row when config.headerRows is 2', () => {
    const { container } = renderHeader(testConfig({ headerRows: 2 }));
    expect(screen.getByRole('banner').dataset.rows).toBe('2');
    const rows = container.querySelectorAll('.site-header__row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).queryByRole('navigation', { name: 'Main navigation' }),
    ).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole('navigation', { name: 'Main navigation' }),
    ).toBeTruthy();
  });

  it('follows a config replaced at run time', () => {
    const { stores } = renderHeader(testConfig({ headerRows: 1 }));
    act(() => stores.config.replace(testConfig({ headerRows: 2 })));
    expect(screen.getByRole('banner').dataset.rows).toBe('2');
  });

  it('links the logo and navigation to language-prefixed paths and marks the current page', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: 'Aurora Bet' }).getAttribute('src')).toBe(
      '/brands/aurora/logo.svg',
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const about = within(nav).getByRole('link', { name: 'About us' });
    expect(about.getAttribute('href')).toBe('/en/about');
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/');
  });

  it("keeps the logo's room from the brand book's logo size before the image arrives", () => {
    const { unmount } = renderHeader(
      testConfig({
        logo: { src: '/brands/aurora/logo.svg', alt: 'Aurora Bet', width: 160, height: 40 },
      }),
    );
    const logo = screen.getByRole('img', { name: 'Aurora Bet' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['128', '32']);
    unmount();
    renderHeader();
    // Without the size in the brand book, only the height is known.
    expect(screen.getByRole('img', { name: 'Aurora Bet' }).getAttribute('width')).toBeNull();
  });

  it('offers the same path in every visible language, keeping the query', () => {
    renderHeader(testConfig(), '/en/about?x=1');
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/ru/about?x=1', '/en/about?x=1', '/ar/about?x=1']);
    expect(within(nav).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('hides langHiddenUnauthorized languages from guests only', () => {
    const { stores } = renderHeader(testConfig({ langHiddenUnauthorized: ['ar'] }));
    const nav = () => screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav()).queryByRole('link', { name: 'العربية' })).toBeNull();
    act(() =>
      stores.session.setUser({ isAuthenticated: true, banLevel: 0, isTermsChanged: false }),
    );
    expect(within(nav()).getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe(
      '/ar/about',
    );
  });

  it('translates its labels with the page language', () => {
    renderWidget(<Header props={props} slots={noSlots} path="p" />, { lng: 'ru', url: '/ru/' });
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'О нас' }).getAttribute('href')).toBe('/ru/about');
  });

  it('keeps one line: the links without room go to the More menu, the open one marks it', () => {
    // 100 px a link and a More button, 350 px of room: two links and More fit, four do not.
    const rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 100 } as DOMRect);
    const room = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('site-header__nav') ? 350 : 0;
    });
    try {
      const four: HeaderProps = {
        ...props,
        moreLabelKey: 'main:nav_more',
        items: [
          { to: '', labelKey: 'main:nav_home' },
          { to: 'about', labelKey: 'main:nav_about' },
          { to: 'rules/1', labelKey: 'main:nav_rules' },
          { to: 'contacts', labelKey: 'main:nav_contacts' },
        ],
      };
      renderWidget(<Header props={four} slots={noSlots} path="p" />, { url: '/en/contacts' });
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      const more = nav.querySelector('details')!;
      const inMore = within(more)
        .getAllByRole('link')
        .map((a) => a.textContent);
      expect(inMore).toEqual(['Rules', 'Contacts']);
      expect(within(nav).getAllByRole('link')).toHaveLength(4);
      expect(within(more).getByText('More').tagName).toBe('SUMMARY');
      expect(more.dataset.current).toBe('true');
    } finally {
      rect.mockRestore();
      room.mockRestore();
    }
  });
});
