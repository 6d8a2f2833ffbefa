// The provably fair panel of the frame: the server seed's hash shown before play, the client seed
// the player may change, the next nonce; and after each round a check that reveals the seed
// (rotating the pair) and recomputes the round's outcome here, in the browser, with WebCrypto.
import type { BuiltinSeedView } from '../../domain/casino/builtinGames';
import { verifyBuiltinRound } from '../../domain/casino/builtinOutcome';
import { isValidClientSeed } from '../../domain/casino/fairness';
import { fill, h, gameButton } from './dom';
import { providerApi } from './providerApi';
import type { TableKit } from './tableKit';
import { refusalText, type Texts } from './texts';

export interface PlayedRound {
  roundId: string;
  nonce: number;
  /** What the page showed: the reel stops, or [crash point × 100]. */
  shownOutcome: readonly number[];
}

export class FairnessPanel {
  readonly element: HTMLElement;
  private readonly hash = h('code', { class: 'bp-hash', 'data-testid': 'builtin-seed-hash' });
  private readonly nonce = h('span', { 'data-testid': 'builtin-next-nonce' });
  private readonly clientSeed: HTMLInputElement;
  private readonly seedMessage = h('p', { class: 'bp-note', role: 'status' });
  private readonly verifyButton: HTMLButtonElement;
  private readonly roundLine = h('p', { class: 'bp-note' });
  private readonly result = h('div', {
    class: 'bp-verify-result',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'builtin-verify-result',
  });
  private last: PlayedRound | null = null;
  private busy = false;

  constructor(
    private readonly session: string,
    private readonly engineKey: string,
    private readonly t: Texts,
    private readonly onSeed: (seed: BuiltinSeedView) => void,
  ) {
    this.clientSeed = h('input', {
      id: 'bp-client-seed',
      type: 'text',
      maxlength: 64,
      spellcheck: 'false',
      autocomplete: 'off',
      dir: 'ltr',
      'data-testid': 'builtin-client-seed',
    });
    const changeSeed = gameButton(
      'builtin-change-seed',
      t('change_client_seed'),
      'bp-button bp-button-quiet',
    );
    changeSeed.addEventListener('click', () => void this.rotate(this.clientSeed.value.trim()));
    this.verifyButton = gameButton(
      'builtin-verify',
      t('verify_button'),
      'bp-button bp-button-quiet',
      {
        disabled: true,
      },
    );
    this.verifyButton.addEventListener('click', () => void this.verify());

    this.element = h(
      'section',
      { class: 'bp-fair', 'aria-labelledby': 'bp-fair-title' },
      h('h2', { id: 'bp-fair-title' }, t('fairness')),
      h('p', { class: 'bp-note' }, t('fairness_note')),
      h(
        'dl',
        { class: 'bp-facts' },
        h('dt', {}, t('server_seed_hash')),
        h('dd', {}, this.hash),
        h('dt', {}, h('label', { for: 'bp-client-seed' }, t('client_seed'))),
        h('dd', { class: 'bp-seed-edit' }, this.clientSeed, changeSeed),
        h('dt', {}, t('next_nonce')),
        h('dd', {}, this.nonce),
      ),
      this.seedMessage,
      h(
        'div',
        { class: 'bp-verify', role: 'group', 'aria-labelledby': 'bp-verify-title' },
        h('h3', { id: 'bp-verify-title' }, t('verify_title')),
        this.roundLine,
        this.verifyButton,
        this.result,
      ),
    );
    fill(this.roundLine, t('verify_nothing_yet'));
  }

  showSeed(seed: BuiltinSeedView): void {
    this.hash.textContent = seed.serverSeedHash;
    this.nonce.textContent = String(seed.nextNonce);
    if (document.activeElement !== this.clientSeed) this.clientSeed.value = seed.clientSeed;
  }

  /** A round just played: it can be verified now (its seed is revealed by a rotation). */
  played(round: PlayedRound, openRound: boolean): void {
    this.last = round;
    fill(this.roundLine, this.t('verify_round_line', { nonce: round.nonce }));
    fill(this.result);
    this.verifyButton.disabled = openRound;
  }

  /** A crash round still running may not be verified yet: its seed would give its end away. */
  setRoundOpen(open: boolean): void {
    this.verifyButton.disabled = open || this.last === null;
  }

  private async rotate(clientSeed?: string): Promise<boolean> {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      fill(this.seedMessage, this.t('client_seed_rule'));
      return false;
    }
    try {
      const answer = await providerApi.rotate(this.session, clientSeed);
      this.showSeed(answer.seed);
      this.onSeed(answer.seed);
      fill(
        this.seedMessage,
        this.t('seed_revealed', {
          seed: answer.revealed.serverSeed,
          count: answer.revealed.roundsPlayed,
        }),
      );
      return true;
    } catch (err) {
      fill(this.seedMessage, refusalText(this.t, err));
      return false;
    }
  }

  private async verify(): Promise<void> {
    const round = this.last;
    if (!round || this.busy) return;
    this.busy = true;
    this.verifyButton.disabled = true;
    fill(this.result, this.t('verify_pending'));
    try {
      let detail = await providerApi.round(this.session, round.roundId);
      if (detail.serverSeed === null) {
        if (!(await this.rotate())) return;
        detail = await providerApi.round(this.session, round.roundId);
      }
      if (detail.serverSeed === null) return;
      const check = await verifyBuiltinRound({
        engineKey: this.engineKey,
        serverSeed: detail.serverSeed,
        serverSeedHash: detail.serverSeedHash,
        clientSeed: detail.clientSeed,
        nonce: detail.nonce,
        outcome: round.shownOutcome,
      });
      const outcome = check.outcome.join(', ');
      fill(
        this.result,
        h(
          'p',
          { class: check.verified ? 'bp-ok' : 'bp-bad', 'data-verified': String(check.verified) },
          check.verified ? this.t('verify_ok') : this.t('verify_fail'),
        ),
        h(
          'dl',
          { class: 'bp-facts' },
          h('dt', {}, this.t('revealed_seed')),
          h('dd', {}, h('code', { class: 'bp-hash' }, detail.serverSeed)),
          h('dt', {}, this.t('hash_check')),
          h('dd', {}, check.seedMatchesHash ? this.t('hash_matches') : this.t('hash_differs')),
          h('dt', {}, this.t('client_seed')),
          h('dd', {}, h('code', {}, detail.clientSeed)),
          h('dt', {}, this.t('nonce')),
          h('dd', {}, String(detail.nonce)),
          h('dt', {}, this.t('recomputed_outcome')),
          h('dd', { 'data-testid': 'builtin-recomputed' }, outcome),
        ),
      );
    } catch (err) {
      fill(this.result, refusalText(this.t, err));
    } finally {
      this.busy = false;
      this.verifyButton.disabled = false;
    }
  }
}

/**
 * One request of a seeded table round: the frame busy while it is on its way, then the answer's
 * balance and seed shown and the round offered for checking (counted once it is over), or the
 * refusal on the error line. `answered` draws the round and says what it showed.
 */
export function playRound<A extends { balance: number; seed: BuiltinSeedView }>(
  kit: TableKit,
  fairness: FairnessPanel,
  t: Texts,
  request: Promise<A>,
  answered: (answer: A) => { played: PlayedRound; open?: boolean },
  refused?: () => void,
): Promise<void> {
  fill(kit.error);
  kit.busy(true);
  return request
    .then((answer) => {
      const { played, open = false } = answered(answer);
      kit.setBalance(answer.balance);
      fairness.showSeed(answer.seed);
      fairness.played(played, open);
      if (!open) kit.countRound();
    })
    .catch((err: unknown) => {
      fill(kit.error, refusalText(t, err));
      refused?.();
    })
    .finally(() => kit.busy(false));
}
