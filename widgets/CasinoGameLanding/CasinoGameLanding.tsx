import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useGameByRoute } from '../shared/casino/casinoQueries';
import { gamePath, sectionRoute } from '../shared/casino/casinoPaths';
import { detailView } from '../shared/casino/casinoDetail';
import { GameNotFound } from '../shared/casino/GameNotFound';
import { sectionNameKey } from '../shared/casino/sectionNames';
import type { CasinoGameLandingProps } from '../../domain/widgetProps/CasinoGameLanding';
import '../shared/casino/casino.css';
import './CasinoGameLanding.css';

const Landing = observer(function Landing({ route }: { route: string | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const titleId = useId();
  const { session } = useStores();
  const game = useGameByRoute(route);
  return detailView(route !== undefined, game, <GameNotFound />, (data) => {
    const section = data.categories[0];
    return (
      <article className="casino-landing" aria-labelledby={titleId}>
        <div
          className="casino-landing__art"
          style={{
            backgroundImage: `linear-gradient(135deg, ${data.colours.from}, ${data.colours.to})`,
          }}
        >
          <img src={data.image} alt="" width={480} height={360} />
        </div>
        <div className="casino-landing__text">
          <h1 id={titleId}>{data.name}</h1>
          <dl className="casino-landing__facts">
            <dt>{t('casino:provider')}</dt>
            <dd>{data.providerName}</dd>
            {section && (
              <>
                <dt>{t('casino:section')}</dt>
                <dd>
                  <Link to={localizedPath(lng, sectionRoute(section))}>
                    {t(sectionNameKey(section))}
                  </Link>
                </dd>
              </>
            )}
            {data.rtp !== null && (
              <>
                <dt>{t('casino:rtp_label')}</dt>
                <dd>{data.rtp} %</dd>
              </>
            )}
            {data.volatility !== null && (
              <>
                <dt>{t('casino:volatility_label')}</dt>
                <dd>{t(`casino:volatility_${data.volatility}`)}</dd>
              </>
            )}
          </dl>
          <p>{t(data.playable ? 'casino:landing_text' : 'casino:landing_unavailable')}</p>
          <div className="casino-chips">
            <Link
              className="casino-button casino-button--primary"
              to={localizedPath(lng, gamePath(data))}
            >
              {t(session.isAuthenticated ? 'casino:play_real' : 'casino:play')}
            </Link>
            <Link className="casino-button" to={localizedPath(lng, 'casino-lobby')}>
              {t('casino:to_lobby')}
            </Link>
          </div>
        </div>
      </article>
    );
  });
});

/** A game's landing page: the game, its facts and the way to play it. */
export default function CasinoGameLanding({ props }: WidgetRenderProps<CasinoGameLandingProps>) {
  const route = useParams()[props.routeParam];
  return (
    <div className="casino">
      <QueryScope>
        <Landing route={route} />
      </QueryScope>
    </div>
  );
}
