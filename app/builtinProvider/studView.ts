// Caribbean Stud's screen: the ante, the player's five cards and the dealer's one shown card, call
// (twice the ante) or fold, then the dealer's hand, the result and the win; the call paytable, the
// rules and the provably fair panel. The cards keep their physical order in every language.
import type { StudRoundView } from '../../domain/casino/builtinGames';
import { STUD_HANDS } from '../../domain/casino/caribbeanStud';
import { fill, h } from './dom';
import { paysTable, pokerCardLabel as cardLabel } from './pokerTable';
import { providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

export const mountStud: GameMount = (root, view, title, t) => {
  const rules = view.caribbeanStud;
  const screen = steppedScreen<StudRoundView>(root, view, title, t, {
    openRound: rules?.openRound ?? null,
    isOver: (r) => r.phase === 'settled',
    show: () => show(),
  });
  const { kit, move, button } = screen;
  const deal = screen.startButton('stud-deal', t('stud_deal'), (id, stake) =>
    providerApi.studDeal(view.session, id, stake),
  );
  const call = button('stud-call', t('stud_call'));
  const fold = button('stud-fold', t('stud_fold'));
  /** A hand's box: whose it is, its cards (null: face down) and the hand they make. */
  const showHand = (
    box: HTMLElement,
    heading: string,
    testId: string,
    cards: readonly (number | null)[],
    hand: string,
  ) =>
    fill(
      box,
      h('h3', {}, heading),
      h(
        'div',
        { class: 'bp-bj-row', dir: 'ltr', 'data-testid': testId },
        ...cards.map((card) =>
          card === null
            ? h('span', { class: 'bp-card bp-card-down', 'aria-label': t('stud_card_down') }, '')
            : h('span', { class: 'bp-card', 'data-card': card }, cardLabel(card)),
        ),
      ),
      h('output', { 'data-testid': `${testId}-hand` }, hand),
    );
  const dealerBox = h('div', { class: 'bp-bj-hand' });
  const playerBox = h('div', { class: 'bp-bj-hand' });

  const show = () => {
    const round = screen.round();
    const busy = screen.busy();
    const dealt = round?.phase === 'dealt';
    call.disabled = busy || !dealt;
    fold.disabled = busy || !dealt;
    showHand(
      dealerBox,
      t('blackjack_dealer'),
      'stud-dealer',
      round?.dealer ?? [],
      round?.dealerHand ? t(`stud_${round.dealerHand}`) : '',
    );
    showHand(
      playerBox,
      t('stud_you'),
      'stud-player',
      round?.player ?? [],
      round ? t(`stud_${round.playerHand}`) : '',
    );
    if (round && !dealt) {
      const outcome = t(`stud_result_${round.result ?? 'folded'}`);
      const money = round.win > 0 ? t('you_won', { amount: kit.money(round.win) }) : t('no_win');
      fill(kit.result, `${outcome} ${money}`);
      kit.result.setAttribute('data-amount', String(round.win));
    } else if (dealt && round) {
      fill(kit.result, t('stud_decide', { call: kit.money(2 * round.ante) }));
    }
  };

  for (const [control, action] of [
    [call, 'call'],
    [fold, 'fold'],
  ] as const) {
    control.addEventListener('click', () =>
      move('dealt', (id) => providerApi.studAction(view.session, id, action)),
    );
  }

  const pays = paysTable(
    STUD_HANDS.filter((hand) => hand !== 'high_card').map((hand) => [
      t(`stud_${hand}`),
      `${rules?.callPays[hand] ?? ''}:1`,
    ]),
  );
  screen.mount({
    className: 'bp-poker bp-stud',
    felt: [pays, dealerBox, playerBox],
    controls: [deal, call, fold],
    rules: t('stud_rules', { rtp: rules?.optimalRtpPercent ?? '' }),
    place: t('stud_place_ante'),
  });
};
