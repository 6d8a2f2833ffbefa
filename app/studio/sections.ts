// The studio's sections: one line each, in menu order. A section is shown to an operator who
// holds its permission (domain/operators/roles.ts `can`), and its code is a lazy chunk of the
// studio bundle, loaded when first opened. The module's default export is the section's
// component; it receives StudioSectionProps.
import type { ComponentType } from 'react';
import type { OperatorPermission } from '../../domain/operators/roles';
import type { StudioSectionProps } from './sectionProps';

export type { StudioSectionProps } from './sectionProps';

export interface StudioSection {
  /** The URL segment: /studio/<id>. */
  id: string;
  /** Key of its title in configs/locales/<lng>/studio.json. */
  titleKey: string;
  permission: OperatorPermission;
  load: () => Promise<{ default: ComponentType<StudioSectionProps> }>;
}

export const STUDIO_SECTIONS: readonly StudioSection[] = [
  {
    id: 'content',
    titleKey: 'section.content',
    permission: 'content.read',
    load: () => import('./editor/ContentEditor'),
  },
  {
    id: 'create',
    titleKey: 'section.create',
    permission: 'content.write',
    load: () => import('./create/CreatePage'),
  },
  {
    id: 'brand-book',
    titleKey: 'section.brandBook',
    permission: 'content.read',
    load: () => import('./brandBook/BrandBookEditor'),
  },
  {
    id: 'catalogue',
    titleKey: 'section.catalogue',
    permission: 'content.read',
    load: () => import('./catalogue/WidgetCatalogue'),
  },
  {
    id: 'trading',
    titleKey: 'section.trading',
    permission: 'trading.read',
    load: () => import('./trading/TradingDesk'),
  },
  {
    id: 'customers',
    titleKey: 'section.customers',
    permission: 'operations.read',
    load: () => import('./customers/CustomersDesk'),
  },
  {
    id: 'verification',
    titleKey: 'section.verification',
    permission: 'operations.read',
    load: () => import('./verification/VerificationQueue'),
  },
  {
    id: 'support',
    titleKey: 'section.support',
    permission: 'operations',
    load: () => import('./support/SupportDesk'),
  },
  {
    id: 'maintenance',
    titleKey: 'section.maintenance',
    permission: 'operations',
    load: () => import('./access/MaintenanceDesk'),
  },
  {
    id: 'redirects',
    titleKey: 'section.redirects',
    permission: 'operations',
    load: () => import('./access/RedirectRules'),
  },
  {
    id: 'blocks',
    titleKey: 'section.blocks',
    permission: 'operations',
    load: () => import('./access/BlockRules'),
  },
  {
    id: 'appeals',
    titleKey: 'section.appeals',
    permission: 'operations',
    load: () => import('./access/AppealsDesk'),
  },
  {
    id: 'promo-codes',
    titleKey: 'section.promoCodes',
    permission: 'operations',
    load: () => import('./bonus/PromoCodesDesk'),
  },
  {
    id: 'audit',
    titleKey: 'section.audit',
    permission: 'content.read',
    load: () => import('./audit/AuditLog'),
  },
  {
    id: 'qa',
    titleKey: 'section.qa',
    permission: 'content.read',
    load: () => import('./qa/QaPanel'),
  },
];

/** The section a path /studio/<id>/... names, or undefined. */
export function sectionOfPath(
  pathname: string,
  sections: readonly StudioSection[] = STUDIO_SECTIONS,
): StudioSection | undefined {
  const id = /^\/studio\/([^/?#]+)/.exec(pathname)?.[1];
  return sections.find((s) => s.id === id);
}
