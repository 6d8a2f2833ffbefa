import { useEffect, useId, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { GameModel } from '../../stores';
import type { MatchZoneProps } from '../../domain/widgetProps/MatchZone';
import { useStores } from '../shared/stores';
import { useGamePage } from '../shared/sports/useGamePage';
import { clockText, phaseOf } from '../shared/sports/gameTime';
import { periodKind, periodLabelKey } from '../shared/sports/periodLabel';
import { sportKind, type SportKind } from '../shared/sports/sportKinds';
import { GameClock } from '../shared/sports/GameClock';
import '../shared/a11y.css';
import './MatchZone.css';

/** How many scoring moments the zone lists (the newest first). */
const LATEST_LIMIT = 4;

interface ScoringMoment {
  key: number;
  side: 'home' | 'away';
  /** The game clock when the score changed, when the feed runs one. */
  time: string | null;
  score: string;
}

/**
 * The live match zone: in the place where sportsbooks put a video, a match tracker drawn from the
 * feed's live state. It shows nothing for a game that is not in play (there is nothing to track).
 */
export default observer(function MatchZone({ props }: WidgetRenderProps<MatchZoneProps>) {
  const { game } = useGamePage(props.game);
  if (!game) return null;
  const phase = phaseOf(game);
  if (phase !== 'inPlay' && phase !== 'paused') return null;
  return <Zone game={game} />;
});

const Zone = observer(function Zone({ game }: { game: GameModel }) {
  const { t } = useTranslation();
  const { global, sports } = useStores();
  const bodyId = useId();
  const titleId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [slotHeight, setSlotHeight] = useState<number | undefined>(undefined);
  const [putBack, setPutBack] = useState(false);
  const moments = useScoringMoments(game);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      // Only scrolled past (the slot above the viewport) floats, not a slot still below it.
      const past = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      // The slot keeps the panel's height while it floats, so the page does not jump.
      if (past) setSlotHeight((height) => height ?? slot.offsetHeight);
      else {
        setSlotHeight(undefined);
        // Back in its place: the next scroll past floats it again.
        setPutBack(false);
      }
      setScrolledPast(past);
    });
    observer.observe(slot);
    return () => observer.disconnect();
  }, []);

  const open = global.isZoneOpen;
  const floating = open && global.isMoveVideoOnScroll && scrolledPast && !putBack;
  const sport = sports.sport(game.sportId);
  const labelKey = periodLabelKey(periodKind(sport?.slug, sport?.isCyber));
  const home = game.home?.name ?? '';
  const away = game.away?.name ?? '';
  const lastSide = moments[0]?.side;

  return (
    <div
      ref={slotRef}
      className="match-zone-slot"
      style={floating && slotHeight ? { minHeight: slotHeight } : undefined}
    >
      <section
        className="match-zone"
        data-open={open}
        data-floating={floating || undefined}
        aria-labelledby={titleId}
      >
        <div className="match-zone__bar">
          <h2 className="match-zone__title" id={titleId}>
            <span className="match-zone__live">{t('sports:zone_live')}</span>{' '}
            {t('sports:zone_title')}
          </h2>
          {floating ? (
            <button type="button" className="match-zone__button" onClick={() => setPutBack(true)}>
              {t('sports:zone_put_back')}
            </button>
          ) : null}
          <button
            type="button"
            className="match-zone__button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => global.setFlag('isZoneOpen', !open)}
          >
            {t(open ? 'sports:zone_collapse' : 'sports:zone_expand')}
          </button>
        </div>
        <div className="match-zone__body" id={bodyId} hidden={!open}>
          <div className="match-zone__field" data-last-side={lastSide}>
            <Field kind={sportKind(sport?.slug, sport?.isCyber)} />
            <div className="match-zone__board">
              <span className="match-zone__team match-zone__team--home">{home}</span>
              <span className="match-zone__score" data-testid="match-zone-score">
                <span className="visually-hidden">{t('sports:score_label')} </span>
                {game.score.home}:{game.score.away}
                {game.score.points ? (
                  <span className="match-zone__points"> ({game.score.points})</span>
                ) : null}
              </span>
              <span className="match-zone__team match-zone__team--away">{away}</span>
              <span className="match-zone__clock">
                <GameClock game={game} />
              </span>
            </div>
          </div>
          {game.score.periods.length > 0 ? (
            <ol className="match-zone__periods" aria-label={t('sports:zone_periods')}>
              {game.score.periods.map((period, i) => (
                <li key={i} data-current={i === game.score.periods.length - 1 || undefined}>
                  <span className="match-zone__period-name">{t(labelKey, { period: i + 1 })}</span>{' '}
                  {period.home}:{period.away}
                </li>
              ))}
            </ol>
          ) : null}
          <div className="match-zone__latest" aria-live="polite">
            {moments.length > 0 ? (
              <>
                <h3 className="match-zone__latest-title">{t('sports:zone_latest')}</h3>
                <ul>
                  {moments.map((moment) => (
                    <li key={moment.key} data-side={moment.side}>
                      {t(moment.time ? 'sports:zone_scored_at' : 'sports:zone_scored', {
                        team: moment.side === 'home' ? home : away,
                        time: moment.time,
                        score: moment.score,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      </section>
    </div>
  );
});

/**
 * The scoring the live updates bring while the page is open: the feed sends the score, not its
 * history, so the zone notes each change it sees (newest first).
 */
function useScoringMoments(game: GameModel): ScoringMoment[] {
  const [moments, setMoments] = useState<ScoringMoment[]>([]);
  useEffect(() => {
    let key = 0;
    return reaction(
      () => game.score,
      (score, before) => {
        const side =
          score.home > before.home ? 'home' : score.away > before.away ? 'away' : undefined;
        if (!side) return;
        key += 1;
        const moment: ScoringMoment = {
          key,
          side,
          time: game.timeSec === null ? null : clockText(game.timeSec),
          score: `${score.home}:${score.away}`,
        };
        setMoments((list) => [moment, ...list].slice(0, LATEST_LIMIT));
      },
    );
  }, [game]);
  return moments;
}

/** Which ground a sport is drawn on. */
type Ground = 'pitch' | 'court' | 'net';

const GROUNDS: Readonly<Partial<Record<SportKind, Ground>>> = {
  basketball: 'court',
  tennis: 'net',
  volleyball: 'net',
  'table-tennis': 'net',
};

/** The ground under the scoreboard: lines only, in the brand's colours; decorative. */
function Field({ kind }: { kind: SportKind }) {
  const ground = GROUNDS[kind] ?? 'pitch';
  return (
    <svg
      className="match-zone__pitch"
      data-ground={ground}
      viewBox="0 0 160 90"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        className="match-zone__half match-zone__half--home"
        x="2"
        y="2"
        width="78"
        height="86"
      />
      <rect
        className="match-zone__half match-zone__half--away"
        x="80"
        y="2"
        width="78"
        height="86"
      />
      <g className="match-zone__lines">
        <rect x="2" y="2" width="156" height="86" rx="2" />
        <line x1="80" y1="2" x2="80" y2="88" />
        {ground === 'pitch' ? (
          <>
            <circle cx="80" cy="45" r="13" />
            <rect x="2" y="22" width="22" height="46" />
            <rect x="136" y="22" width="22" height="46" />
            <rect x="2" y="34" width="8" height="22" />
            <rect x="150" y="34" width="8" height="22" />
          </>
        ) : null}
        {ground === 'court' ? (
          <>
            <circle cx="80" cy="45" r="10" />
            <rect x="2" y="33" width="30" height="24" />
            <rect x="128" y="33" width="30" height="24" />
            <path d="M2 8 H14 A38 38 0 0 1 14 82 H2" />
            <path d="M158 8 H146 A38 38 0 0 0 146 82 H158" />
          </>
        ) : null}
        {ground === 'net' ? (
          <>
            <line x1="2" y1="14" x2="158" y2="14" />
            <line x1="2" y1="76" x2="158" y2="76" />
            <line x1="38" y1="14" x2="38" y2="76" />
            <line x1="122" y1="14" x2="122" y2="76" />
            <line x1="38" y1="45" x2="122" y2="45" />
          </>
        ) : null}
      </g>
    </svg>
  );
}
