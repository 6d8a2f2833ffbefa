import { useTranslation } from '../../runtime/i18n';
import { TabLinks } from '../shared/TabLinks';

/** The sections in the order of the tabs (SPEC section 2 toto/{totoSection?}). */
export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
export type TotoSection = (typeof TOTO_SECTIONS)[number];

export function isTotoSection(value: unknown): value is TotoSection {
  return (TOTO_SECTIONS as readonly unknown[]).includes(value);
}

/** The route path of a section: the draw is the bare toto page. */
export function totoSectionPath(section: TotoSection): string {
  return section === 'draw' ? 'toto' : `toto/${section}`;
}

const TAB_TEXT = {
  draw: 'toto:tab_draw',
  next: 'toto:tab_next',
  coupons: 'toto:tab_coupons',
  draws: 'toto:tab_draws',
  nonimees: 'toto:tab_nonimees',
} as const;

/** The sections as links; the shown one is the current page. */
export function TotoTabs({ current }: { current: TotoSection }) {
  const { t } = useTranslation();
  return (
    <TabLinks
      className="toto-tabs"
      linkClassName="toto-tabs__tab"
      label={t('toto:tabs_label')}
      tabs={TOTO_SECTIONS.map((section) => ({
        to: totoSectionPath(section),
        text: t(TAB_TEXT[section]),
        current: section === current,
      }))}
    />
  );
}
