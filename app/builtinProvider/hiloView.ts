// Hi-lo's screen: the chain of cards drawn so far (physical order in every language), the stake,
// start, the two guesses with the multiplier each would reach, cash out with the multiplier
// reached, the whole chain once the round is over, the rules and the provably fair panel.
import type { HiloRoundView } from '../../domain/casino/builtinGames';
import { hiloRank, hiloSuit } from '../../domain/casino/hilo';
import { fill, h } from './dom';
import { formatAmount } from './money';
import { providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];
export const hiloCardLabel = (card: number) => `${RANKS[hiloRank(card)]}${SUITS[hiloSuit(card)]}`;

export const mountHilo: GameMount = (root, view, title, t) => {
  const screen = steppedScreen<HiloRoundView>(root, view, title, t, {
    openRound: view.hilo?.openRound ?? null,
    isOver: (r) => r.phase !== 'playing',
    show: () => show(),
  });
  const { move, button } = screen;
  const start = screen.startButton('hilo-start', t('hilo_start'), (id, stake) =>
    providerApi.hiloStart(view.session, id, stake),
  );
  const higher = button('hilo-higher', '');
  const lower = button('hilo-lower', '');
  const cashOut = button('hilo-cash-out', t('cash_out'));
  const chain = h('div', {
    class: 'bp-bj-row bp-hilo-chain',
    dir: 'ltr',
    role: 'list',
    'aria-label': t('hilo_chain'),
    'data-testid': 'hilo-cards',
  });

  const show = () => {
    const round = screen.round();
    const busy = screen.busy();
    const playing = round?.phase === 'playing';
    higher.disabled = busy || !playing;
    lower.disabled = busy || !playing;
    cashOut.disabled = busy || !playing || (round?.guesses.length ?? 0) === 0;
    const next = round?.nextX100 ?? { higher: 0, lower: 0 };
    fill(higher, t('hilo_higher', { multiplier: formatAmount(next.higher, 2) }));
    fill(lower, t('hilo_lower', { multiplier: formatAmount(next.lower, 2) }));
    const cards = round?.cards ?? [];
    fill(
      chain,
      ...cards.map((card, i) =>
        h(
          'span',
          {
            class: `bp-card${i === cards.length - 1 ? ' bp-hilo-current' : ''}`,
            role: 'listitem',
            'aria-label': t('hilo_card', { card: hiloCardLabel(card) }),
            'data-testid': `hilo-card-${i}`,
            'data-card': card,
          },
          hiloCardLabel(card),
        ),
      ),
    );
    if (!round) return;
    screen.showCashable(round, {
      moved: round.guesses.length > 0,
      hint: t('hilo_guess_first'),
      reached: (vars) => t('hilo_reached', vars),
      lost: t('hilo_lost'),
    });
  };

  const act = (action: 'higher' | 'lower' | 'cash_out') =>
    move('playing', (id) => providerApi.hiloAction(view.session, id, action));
  higher.addEventListener('click', () => act('higher'));
  lower.addEventListener('click', () => act('lower'));
  cashOut.addEventListener('click', () => act('cash_out'));

  screen.mount({
    className: 'bp-hilo',
    felt: [chain],
    controls: [start, higher, lower, cashOut],
    rules: t('hilo_rules', { max: view.hilo?.maxGuesses ?? '' }),
    place: t('hilo_place'),
  });
};
