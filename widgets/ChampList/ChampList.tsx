import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ChampSummary, CyberChampsAnswer, Resource, ChampsAnswer } from '../../stores';
import { localizedPath } from '../shared/localizedPath';
import { cyberPath, slugOf } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSportsRoute } from '../shared/useSportsRoute';
import type { ChampListProps } from '../../domain/widgetProps/ChampList';

type CyberChamp = CyberChampsAnswer['champs'][number];
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './ChampList.css';

/**
 * Championships with their game counts, top ones first, optionally grouped by country (SPEC
 * section 9 cookie isChampsGroupedByCountry): pre-match ones for champs/{champId?}, or the
 * esports ones of the route's cyber type.
 */
export default observer(function ChampList({ props }: WidgetRenderProps<ChampListProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const { sports, betting } = useStores();
  const route = useSportsRoute();
  const cyber = props.cyber === true;
  const cyberType = route.cyberType;
  useEffect(() => {
    if (!cyber) void sports.loadChamps({ type: 'line' });
    else if (cyberType) void sports.loadCyberChamps(cyberType);
  }, [sports, cyber, cyberType]);
  const resource: Resource<ChampsAnswer> | Resource<CyberChampsAnswer> | undefined = !cyber
    ? sports.champs({ type: 'line' })
    : cyberType
      ? sports.cyberChamps(cyberType)
      : undefined;
  const champs: ChampSummary[] = ((resource?.data?.champs ?? []) as (ChampSummary | CyberChamp)[])
    .map((champ) => ('gamesCount' in champ ? champ : { ...champ, gamesCount: gamesOf(champ) }))
    .sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.order - b.order);
  const linkOf = (champ: ChampSummary) => {
    const ref = { id: champ.id, nameEn: champ.nameEn };
    if (cyber && route.cyberBase && cyberType) {
      return cyberPath(route.cyberBase, cyberType, { champ: ref });
    }
    const slug = slugOf(champ.nameEn);
    return `champs/${champ.id}${slug ? `-${slug}` : ''}`;
  };
  const groups = betting.isChampsGroupedByCountry ? byCountry(champs) : [{ name: '', champs }];
  return (
    <section className="sports-block champ-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      {resource?.status === 'ready' && champs.length === 0 ? (
        <p className="sports-state">{t('sports:champs_empty')}</p>
      ) : null}
      {resource?.status === 'error' ? (
        <p className="sports-state" role="alert">
          {t('sports:load_error')}
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.name} className="champ-list__group">
          {group.name ? <h3>{group.name}</h3> : null}
          <ul className="champ-list__items">
            {group.champs.map((champ) => {
              const href = localizedPath(lng, linkOf(champ));
              return (
                <li key={champ.id}>
                  <Link to={href} aria-current={pathname === href ? 'page' : undefined}>
                    <span>{champ.name}</span>{' '}
                    <span className="champ-list__count">
                      <span aria-hidden="true">{champ.gamesCount}</span>
                      <span className="visually-hidden">
                        {t('sports:menu_games_count', { count: champ.gamesCount })}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
});

/** Esports championships count their games per section. */
function gamesOf(champ: CyberChamp): number {
  return champ.liveCount + champ.lineCount;
}

function byCountry(champs: readonly ChampSummary[]) {
  const groups = new Map<string, ChampSummary[]>();
  for (const champ of champs) {
    const name = champ.country.name;
    groups.set(name, [...(groups.get(name) ?? []), champ]);
  }
  return [...groups].map(([name, list]) => ({ name, champs: list }));
}
