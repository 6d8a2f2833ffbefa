import { describe, expect, it } from 'vitest';
import { isPlainClick, rechargeOpensAsModal } from '../../widgets/shared/rechargeModal';

describe('recharge modal rule (SPEC section 5)', () => {
  it('opens the modal (and cancels the navigation) unless the page is a known account route', () => {
    for (const path of ['/en', '/en/', '/ru/casino-lobby', '/ar/live', '/en/registration']) {
      expect(rechargeOpensAsModal(path), path).toBe(true);
    }
    for (const path of ['/en/office/account', '/ru/office/historypay?x=1', '/en/office/recharge']) {
      expect(rechargeOpensAsModal(path), path).toBe(false);
    }
  });

  it('takes over only a plain click: a modified click opens the page as the browser does', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
