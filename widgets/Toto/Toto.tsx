import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useLocation, useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { isTotoSection, TotoTabs, type TotoSection } from './TotoTabs';
import { TotoDrawSection } from './TotoDrawSection';
import { TotoCoupons } from './TotoCoupons';
import { TotoPastDraws } from './TotoPastDraws';
import { TotoNominees } from './TotoNominees';
import { TotoRules } from './TotoRules';
import type { TotoProps } from '../../domain/widgetProps/Toto';
import '../shared/a11y.css';
import '../shared/control.css';
import '../shared/sports/ticketPicks.css';
import './Toto.css';

const DEFAULT_PAGE_SIZE = 10;

/** The section of the route: its param, the toto/coupons route, else the draw. */
function useTotoSection(param: string): TotoSection {
  const value = useParams()[param];
  const { pathname } = useLocation();
  if (isTotoSection(value)) return value;
  return /\/toto\/coupons\/?$/.test(pathname) ? 'coupons' : 'draw';
}

const SECTION_TITLE = {
  draw: 'toto:section_draw',
  next: 'toto:section_next',
  coupons: 'toto:section_coupons',
  draws: 'toto:section_draws',
  nonimees: 'toto:section_nonimees',
} as const;

/**
 * Toto, pool betting (SPEC section 2 toto/{totoSection?}): the section tabs, the section the
 * route names, and the rules beside it.
 */
function Toto({ props }: WidgetRenderProps<TotoProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const section = useTotoSection(props.sectionParam ?? 'totoSection');
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  return (
    <section className="toto" aria-labelledby={titleId} data-section={section}>
      <header className="toto__head">
        <h1 id={titleId}>{t('toto:title')}</h1>
        <p className="toto__tagline">{t('toto:tagline')}</p>
      </header>
      <TotoTabs current={section} />
      <QueryScope>
        <div className="toto__layout">
          <div className="toto__main">
            <h2 className="toto__section-title">{t(SECTION_TITLE[section])}</h2>
            {section === 'draw' || section === 'next' ? (
              <TotoDrawSection key={section} which={section === 'draw' ? 'current' : 'next'} />
            ) : section === 'coupons' ? (
              <TotoCoupons pageSize={pageSize} />
            ) : section === 'draws' ? (
              <TotoPastDraws pageSize={pageSize} />
            ) : (
              <TotoNominees />
            )}
          </div>
          <TotoRules />
        </div>
      </QueryScope>
    </section>
  );
}

export default observer(Toto);
