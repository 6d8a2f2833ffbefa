import { describe, expect, it } from 'vitest';
import { SupportChatStore } from '../../stores/SupportChatStore';

describe('SupportChatStore (SPEC section 4: initialised lazily, shown or hidden)', () => {
  it('is not initialised until first shown, and stays initialised when hidden', () => {
    const chat = new SupportChatStore();
    expect(chat.initialised).toBe(false);
    expect(chat.isShown).toBe(false);
    chat.toggle();
    expect(chat.initialised).toBe(true);
    expect(chat.isShown).toBe(true);
    chat.hide();
    expect(chat.isShown).toBe(false);
    expect(chat.initialised).toBe(true);
    chat.toggle();
    expect(chat.isShown).toBe(true);
    chat.toggle();
    expect(chat.isShown).toBe(false);
  });
});
