// The office menu's rules: entries hidden by their json-logic rule, the open entry (its own page,
// or a sub-page named by activeFor), and the badges from the user config.
import { describe, expect, it } from 'vitest';
import type { OfficeMenuItem } from '../../domain/widgetProps/OfficeMenu';
import { activeItem, badgeCount, visibleItems } from '../../widgets/OfficeMenu/menuRules';

const items: OfficeMenuItem[] = [
  { to: 'office/account', labelKey: 'office:nav_account', icon: 'user' },
  {
    to: 'office/payment/requests',
    labelKey: 'office:nav_payment_requests',
    icon: 'chat',
    badge: 'messages',
    activeFor: ['office/payment/create-request'],
  },
  {
    to: 'office/identification',
    labelKey: 'office:nav_account',
    icon: 'badge',
    badge: 'verification',
    visibleIf: { '==': [{ var: 'config.isShowIdentification' }, true] },
  },
];

describe('the office menu rules', () => {
  it('hides an entry whose rule is false and shows it when true', () => {
    const off = visibleItems(items, { config: { isShowIdentification: false } });
    expect(off.map((i) => i.to)).toEqual(['office/account', 'office/payment/requests']);
    const on = visibleItems(items, { config: { isShowIdentification: true } });
    expect(on).toHaveLength(3);
  });

  it('marks the open page, and the requests entry on its create-request sub-pages', () => {
    expect(activeItem(items, 'office/account')?.to).toBe('office/account');
    expect(activeItem(items, 'office/payment/requests')?.to).toBe('office/payment/requests');
    expect(activeItem(items, 'office/payment/create-request/1/transactions')?.to).toBe(
      'office/payment/requests',
    );
    expect(activeItem(items, 'office/payment/create-requests')).toBeUndefined();
    expect(activeItem(items, 'office/security')).toBeUndefined();
  });

  it('counts unread replies and pending verification, nothing when absent or zero', () => {
    const [account, requests, identification] = items as [
      OfficeMenuItem,
      OfficeMenuItem,
      OfficeMenuItem,
    ];
    expect(badgeCount(requests, { user_msg_count: 3 })).toBe(3);
    expect(badgeCount(requests, { user_msg_count: 0 })).toBe(0);
    expect(badgeCount(requests, null)).toBe(0);
    expect(badgeCount(identification, { verification_pending_count: 2 })).toBe(2);
    expect(badgeCount(identification, { user_msg_count: 5 })).toBe(0);
    expect(badgeCount(account, { user_msg_count: 5 })).toBe(0);
  });
});
