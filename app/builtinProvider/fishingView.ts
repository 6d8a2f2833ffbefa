// Fishing's screen: the five fish with their multipliers and chances (physical order in every
// language), the stake, shoot at the fish chosen, the catch or the miss, the rules and the
// provably fair panel. A shot is settled by the server when taken.
import type { FishingRoundView } from '../../domain/casino/builtinGames';
import { h, gameButton } from './dom';
import { newRequestId, providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

/** The fish drawn in text, smallest to largest (left to right in every language). */
const GLYPHS = ['><>', '><(>', '><((>', '><(((>', '><((((°>'];

export const mountFishing: GameMount = (root, view, title, t) => {
  const rules = view.fishing;
  const multipliers = rules?.multipliers ?? [];
  let target = 0;
  let shot: FishingRoundView | null = null;
  const screen = steppedScreen<FishingRoundView>(root, view, title, t, {
    isOver: () => true,
    onRound: (r) => {
      shot = r;
    },
    show: () => show(),
  });
  const { kit, run } = screen;
  const shoot = gameButton('fishing-shoot', t('fishing_shoot'), 'bp-button bp-spin');
  const fish = multipliers.map((multiplier, i) => {
    const chance = (rules?.chancesMillionths[i] ?? 0) / 10_000;
    const button = h(
      'button',
      { type: 'button', class: 'bp-pick', 'data-testid': `fishing-fish-${i}` },
      h('span', { class: 'bp-pick-glyph', 'aria-hidden': 'true' }, GLYPHS[i] ?? ''),
      h('span', {}, `×${multiplier}`),
      h('span', { class: 'bp-note' }, t('fishing_chance', { chance })),
    );
    button.setAttribute('aria-label', t('fishing_fish', { multiplier, chance }));
    button.addEventListener('click', () => {
      target = i;
      show();
    });
    return button;
  });
  const sea = h(
    'div',
    { class: 'bp-pick-row', dir: 'ltr', role: 'group', 'aria-label': t('fishing_sea') },
    ...fish,
  );

  const show = () => {
    const busy = screen.busy();
    shoot.disabled = busy;
    kit.stake.disabled = busy;
    fish.forEach((button, i) => {
      button.disabled = busy;
      button.setAttribute('aria-pressed', String(i === target));
      const hit = shot !== null && shot.fish === i;
      button.classList.toggle('bp-pick-win', hit && shot!.caught);
      button.classList.toggle('bp-pick-lost', hit && !shot!.caught);
    });
    if (!shot) return;
    kit.showEnd(
      shot.win,
      t('fishing_missed'),
      shot.caught
        ? t('fishing_caught', { multiplier: shot.multiplier, amount: kit.money(shot.win) })
        : undefined,
    );
  };

  shoot.addEventListener('click', () =>
    run(() =>
      providerApi.fishingShoot(view.session, newRequestId(), Number(kit.stake.value), target),
    ),
  );

  screen.mount({
    className: 'bp-fishing',
    felt: [sea],
    controls: [shoot],
    rules: t('fishing_rules', { rtp: rules?.rtpPercent ?? '' }),
    place: t('fishing_place'),
  });
};
