// Video poker's screen (Jacks or Better 9/6): the paytable, the five cards (click to hold), deal
// and draw, the hand made and the win, the rules and the provably fair panel. The cards keep their
// physical order in every language.
import type { VideoPokerRoundView } from '../../domain/casino/builtinGames';
import { POKER_HANDS } from '../../domain/casino/videoPoker';
import { fill, h } from './dom';
import { paysTable, pokerCardLabel as cardLabel } from './pokerTable';
import { providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

export const mountVideoPoker: GameMount = (root, view, title, t) => {
  const rules = view.videoPoker;
  let held = [false, false, false, false, false];
  const screen = steppedScreen<VideoPokerRoundView>(root, view, title, t, {
    openRound: rules?.openRound ?? null,
    isOver: (r) => r.phase === 'drawn',
    onRound: (r) => {
      held = [...r.held];
    },
    show: () => show(),
  });
  const { kit, move, button } = screen;
  const deal = screen.startButton('poker-deal', t('blackjack_deal'), (id, stake) => {
    held = [false, false, false, false, false];
    return providerApi.pokerDeal(view.session, id, stake);
  });
  const draw = button('poker-draw', t('poker_draw'));
  const row = h('div', { class: 'bp-bj-row', dir: 'ltr', 'data-testid': 'poker-cards' });
  const handName = h('output', { 'data-testid': 'poker-hand' });

  const show = () => {
    const round = screen.round();
    const busy = screen.busy();
    const dealt = round?.phase === 'dealt';
    draw.disabled = busy || !dealt;
    fill(
      row,
      ...(round?.cards ?? []).map((card, i) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: `bp-card bp-poker-card${held[i] ? ' bp-poker-held' : ''}`,
            'aria-pressed': String(held[i]),
            'aria-label': t('poker_hold_card', { card: cardLabel(card) }),
            'data-testid': `poker-card-${i}`,
            'data-card': card,
            disabled: !dealt || busy,
          },
          cardLabel(card),
        );
        button.addEventListener('click', () => {
          held[i] = !held[i];
          show();
        });
        return button;
      }),
    );
    fill(handName, round?.hand ? t(`poker_${round.hand}`) : '');
    if (round && !dealt) {
      kit.showEnd(round.win, t('no_win'));
    } else if (dealt) {
      fill(kit.result, t('poker_hold_some'));
    }
  };

  draw.addEventListener('click', () => {
    const holds = [...held];
    move('dealt', (id) => providerApi.pokerDraw(view.session, id, holds));
  });

  const pays = paysTable(
    POKER_HANDS.filter((hand) => (rules?.pays[hand] ?? 0) > 0).map((hand) => [
      t(`poker_${hand}`),
      `×${rules?.pays[hand]}`,
    ]),
  );
  screen.mount({
    className: 'bp-poker',
    felt: [pays, row, handName],
    controls: [deal, draw],
    rules: t('poker_rules', { rtp: rules?.optimalRtpPercent ?? '' }),
    place: t('blackjack_place_stake'),
  });
  if (screen.round()?.phase === 'dealt') fill(kit.result, t('poker_hold_some'));
};
