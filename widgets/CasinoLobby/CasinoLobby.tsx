import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { CasinoLobbyBanner } from '../../runtime/schema/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { SearchBox } from '../shared/casino/SearchBox';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import { LobbyRow } from './LobbyRow';
import type { CasinoLobbyProps } from '../../domain/widgetProps/CasinoLobby';
import '../shared/a11y.css';
import '../shared/casino/casino.css';
import './CasinoLobby.css';

function Banner({ banner }: { banner: CasinoLobbyBanner }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  return (
    <li
      className="casino-banner"
      data-banner={banner.id}
      style={{
        backgroundImage: `linear-gradient(120deg, ${banner.colours[0]}, ${banner.colours[1]})`,
      }}
    >
      <h2>{t(`casino:banner_${banner.id}_title`)}</h2>
      <p>{t(`casino:banner_${banner.id}_text`)}</p>
      <Link className="casino-banner__cta" to={localizedPath(lng, banner.to)}>
        {t(`casino:banner_${banner.id}_cta`)}
      </Link>
    </li>
  );
}

const LobbyRows = observer(function LobbyRows() {
  const { config } = useStores();
  const favorites = useFavoriteControl();
  const rows = config.config.casinoLobby?.rows ?? [{ kind: 'popular' as const }];
  return (
    <>
      {rows.map((row, i) => (
        <LobbyRow
          key={`${row.kind}-${row.section ?? row.provider ?? ''}-${i}`}
          row={row}
          favorites={favorites}
        />
      ))}
    </>
  );
});

/** The casino lobby: banners and rows in the order of the brand's site config. */
export default observer(function CasinoLobby({ props }: WidgetRenderProps<CasinoLobbyProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { config } = useStores();
  const banners = config.config.casinoLobby?.banners ?? [];
  return (
    <section className="casino casino-lobby" aria-labelledby={titleId}>
      <div className="casino__head">
        <h1 id={titleId}>{t(props.titleKey)}</h1>
        <SearchBox />
      </div>
      {(props.showBanners ?? true) && banners.length > 0 && (
        <ul className="casino-banners" aria-label={t('casino:banners_label')}>
          {banners.map((banner) => (
            <Banner key={banner.id} banner={banner} />
          ))}
        </ul>
      )}
      <QueryScope>
        <LobbyRows />
      </QueryScope>
    </section>
  );
});
