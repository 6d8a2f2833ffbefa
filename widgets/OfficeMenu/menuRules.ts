// What the office menu shows: entries whose rule holds, the open one, and each badge's count.
// Pure, so the shell's test checks it without rendering.
import { compileRule } from '../../runtime/render/rules';
import type { JsonLogicRule } from '../../runtime/schema/types';
import type { OfficeMenuItem } from '../../domain/widgetProps/OfficeMenu';

/**
 * The user config fields the badges read: user_msg_count (SPEC section 3, unread support replies)
 * and verification_pending_count (documents waiting for review, from the verification context).
 */
export interface BadgeSource {
  user_msg_count?: number;
  verification_pending_count?: number;
}

export function badgeCount(item: OfficeMenuItem, source: BadgeSource | null | undefined): number {
  if (!source || item.badge === undefined) return 0;
  const raw = item.badge === 'messages' ? source.user_msg_count : source.verification_pending_count;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
}

export function visibleItems(
  items: readonly OfficeMenuItem[],
  data: unknown,
): readonly OfficeMenuItem[] {
  return items.filter(
    (item) =>
      item.visibleIf === undefined || compileRule(item.visibleIf as JsonLogicRule).test(data),
  );
}

/** The entry of the open page: its own path, else the longest of its path and activeFor prefixes. */
export function activeItem(
  items: readonly OfficeMenuItem[],
  routePath: string,
): OfficeMenuItem | undefined {
  const path = routePath.replace(/^\/+|\/+$/g, '');
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const exact = items.find((item) => item.to === path);
  if (exact) return exact;
  return items
    .map((item) => ({
      item,
      length: Math.max(
        -1,
        ...[item.to, ...(item.activeFor ?? [])].filter(under).map((p) => p.length),
      ),
    }))
    .filter((c) => c.length >= 0)
    .sort((a, b) => b.length - a.length)[0]?.item;
}
