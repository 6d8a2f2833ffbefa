import { describe, expect, it } from 'vitest';
import { brandOrigin, BRAND_LANGUAGES, brandOfHere } from '../../app/studio/preview/brandHosts';
import { contextOf, PREVIEW_PRESETS } from '../../app/studio/preview/PreviewPanel';
import { SITE_FLAGS } from '../../app/studio/preview/siteFlags';
import { PREVIEW_VIEWPORTS, viewportSize } from '../../app/studio/preview/viewports';

const here = (hostname: string) => ({
  hostname,
  protocol: 'http:',
  port: '4423',
  origin: `http://${hostname}:4423`,
});

describe('the preview switches', () => {
  it('frames a brand on this origin when this host serves it, else names its own host', () => {
    expect(brandOrigin('aurora', here('localhost'))).toEqual({
      origin: 'http://localhost:4423',
      sameOrigin: true,
    });
    expect(brandOrigin('nord', here('localhost'))).toEqual({
      origin: 'http://nord.localhost:4423',
      sameOrigin: false,
    });
    expect(brandOrigin('nord', here('nord.localhost')).sameOrigin).toBe(true);
    expect(brandOfHere('nord.localhost')).toBe('nord');
  });

  it('offers each brand its own languages, Arabic included', () => {
    expect(BRAND_LANGUAGES.aurora).toEqual(['ru', 'en', 'ar']);
    expect(BRAND_LANGUAGES.nord).toContain('ar');
  });

  it('offers the SPEC layout widths and a phone below the narrowest desktop width', () => {
    expect(PREVIEW_VIEWPORTS).toEqual([1920, 1366, 1100, 1024, 'mobile']);
    expect(viewportSize('mobile').width).toBeLessThan(1024);
    expect(viewportSize(1100)).toEqual({ width: 1100, height: 900 });
  });

  it('turns each rule-context preset into overrides, flags included', () => {
    expect(PREVIEW_PRESETS.map((p) => contextOf(p))).toEqual([
      { user: 'guest', maintenance: false, flags: {} },
      { user: 'signed-in', maintenance: false, flags: {} },
      { user: 'banned', maintenance: false, flags: {} },
      { user: 'guest', maintenance: true, flags: {} },
    ]);
    expect(contextOf('signed-in', { show_one_click: false }).flags).toEqual({
      show_one_click: false,
    });
  });

  it('lists the boolean site flags', () => {
    expect(SITE_FLAGS).toContain('show_one_click');
    expect(SITE_FLAGS).toContain('snowfall');
    expect(SITE_FLAGS).not.toContain('languages');
  });
});
