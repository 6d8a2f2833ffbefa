import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import Footer from '../../widgets/Footer/Footer';
import type { FooterProps } from '../../domain/widgetProps/Footer';
import { noSlots, renderWidget, testConfig } from './harness';

const props: FooterProps = {
  infoLabelKey: 'main:footer_info_label',
  socialLabelKey: 'main:footer_social_label',
  socialLinkLabelKey: 'main:social_link_label',
  ageBadgeLabelKey: 'main:age_badge_label',
  copyrightKey: 'main:footer_copyright',
  infoLinks: [
    { to: 'about', labelKey: 'main:nav_about' },
    { to: 'rules/1', labelKey: 'main:nav_rules' },
  ],
};

function renderFooter(config = testConfig()) {
  return renderWidget(<Footer props={props} slots={noSlots} path="parts/footer.json#/body" />, {
    config,
    url: '/en/',
  });
}

describe('Footer', () => {
  it('has one row with the logo, the minimum-age icon and the social links', () => {
    renderFooter();
    const row = screen.getByTestId('footer-row');
    expect(within(row).getByRole('img', { name: 'Aurora Bet' })).toBeTruthy();
    const age = within(row).getByRole('img', { name: 'Only for persons aged 18 and over' });
    expect(age.textContent).toBe('18+');
    const social = within(row).getByRole('list', { name: 'Social networks' });
    const links = within(social).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/aurorabet',
      'https://vk.com/aurorabet',
    ]);
    expect(links[0]?.getAttribute('aria-label')).toBe('Telegram (opens in a new tab)');
  });

  it('opens social links in a new tab without giving the page access to the opener', () => {
    renderFooter();
    for (const link of within(screen.getByTestId('footer-row')).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows the brand minimum age and social links of the config', () => {
    renderFooter(
      testConfig({
        minimumAge: 21,
        socialLinks: [{ name: 'X', link: 'https://x.com/nordbet', iconName: 'x' }],
      }),
    );
    expect(screen.getByRole('img', { name: 'Only for persons aged 21 and over' }).textContent).toBe(
      '21+',
    );
    expect(screen.getByRole('link', { name: 'X (opens in a new tab)' })).toBeTruthy();
  });

  it('leaves out the social list when the brand has no social links', () => {
    renderFooter(testConfig({ socialLinks: [] }));
    expect(screen.queryByRole('list', { name: 'Social networks' })).toBeNull();
  });

  it('lists the info links in the page language and credits the company', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Information' });
    expect(within(nav).getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe(
      '/en/rules/1',
    );
    expect(screen.getByRole('contentinfo').textContent).toContain(
      'Aurora Entertainment LLC. All rights reserved.',
    );
  });
});
