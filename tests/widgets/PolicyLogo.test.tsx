import { describe, expect, it } from 'vitest';
import PolicyLogo from '../../widgets/PolicyLogo/PolicyLogo';
import { noSlots, renderWidget, testConfig } from './harness';

function renderLogo(geoCountryId: number | undefined) {
  return renderWidget(<PolicyLogo props={{}} slots={noSlots} path="p" />, {
    config: testConfig({ geoCountryId }),
  });
}

describe('PolicyLogo', () => {
  it.each([1, 66, 126, 228, 120])('requests the hidden image for geo country %i', (id) => {
    const { container } = renderLogo(id);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/web-api/policy/logo.agif');
    expect(img?.hidden).toBe(true);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it.each([0, 2, 65, 121, 229, undefined])('renders nothing for geo country %s', (id) => {
    const { container } = renderLogo(id);
    expect(container.querySelector('img')).toBeNull();
  });
});
