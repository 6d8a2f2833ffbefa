import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { CYBER_TYPES } from '../../domain/sports/types';
import { localizedPath } from '../shared/localizedPath';
import { cyberPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSportsRoute } from '../shared/useSportsRoute';
import { TabLinks } from '../shared/TabLinks';
import type { CyberDisciplinesProps } from '../../domain/widgetProps/CyberDisciplines';
import '../shared/a11y.css';
import '../shared/sports/sports.css';

/**
 * The esports types (real, virtual, stream: SPEC section 2 and 5) as tabs, and the disciplines
 * of the open type with their game counts, each leading to its discipline page.
 */
export default observer(function CyberDisciplines({
  props,
}: WidgetRenderProps<CyberDisciplinesProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const { sports, betting } = useStores();
  const { cyberBase, cyberType } = useSportsRoute();
  useEffect(() => {
    betting.setCyberType(cyberType);
    if (cyberType) void sports.loadCyberDisciplines(cyberType);
  }, [sports, betting, cyberType]);
  if (!cyberBase || !cyberType) return null;
  const resource = sports.cyberDisciplines(cyberType);
  const disciplines = resource.data?.disciplines ?? [];
  const current = (to: string) => (pathname === localizedPath(lng, to) ? 'page' : undefined);
  return (
    <section className="sports-block cyber-disciplines" aria-labelledby={titleId}>
      <TabLinks
        className="focus-ring"
        listClassName="sports-tabs"
        label={t('sports:cyber_types_label')}
        tabs={CYBER_TYPES.map((type) => ({
          to: cyberPath(cyberBase, type, 'disciplines'),
          text: t(`sports:cyber_type_${type}`),
          current: type === cyberType,
        }))}
      />
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      {resource.status === 'ready' && disciplines.length === 0 ? (
        <p className="sports-state">{t('sports:cyber_empty')}</p>
      ) : null}
      {resource.status === 'error' ? (
        <p className="sports-state" role="alert">
          {t('sports:load_error')}
        </p>
      ) : null}
      <ul className="sports-tabs">
        {disciplines.map(({ sport, liveCount, lineCount }) => {
          const to = cyberPath(cyberBase, cyberType, { discipline: sport });
          const count = liveCount + lineCount;
          return (
            <li key={sport.id}>
              <Link to={localizedPath(lng, to)} aria-current={current(to)}>
                {sport.name} <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{t('sports:menu_games_count', { count })}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={localizedPath(lng, cyberPath(cyberBase, cyberType, 'champs'))}
            aria-current={current(cyberPath(cyberBase, cyberType, 'champs'))}
          >
            {t('sports:cyber_champs_link')}
          </Link>
        </li>
      </ul>
    </section>
  );
});
