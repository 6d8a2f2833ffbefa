// Outpost Games' game page (framed by the casino's game page). Talks only to its own service:
// the session, a round, the client seed. Shows the seed hash before a round and the revealed seed
// after it, checked against the hash in the browser.
const params = new URLSearchParams(location.search);
const token = params.get('t') ?? '';
const lng = params.get('lng') ?? 'ru';
const root = document.getElementById('game');
document.documentElement.lang = lng;
document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';

let texts = {};
let state;
const t = (key, values = {}) =>
  String(texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
const money = (minor) =>
  new Intl.NumberFormat(lng, {
    minimumFractionDigits: state.digits,
    maximumFractionDigits: state.digits,
  }).format(minor / 10 ** state.digits) +
  ' ' +
  state.currency;

function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

async function api(path, body) {
  const response = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

async function sha256Hex(text) {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function render() {
  const balance = el('p', { 'data-testid': 'outpost-balance', text: '' });
  const showBalance = () => {
    balance.textContent = `${t('balance')}: ${money(state.balance)}`;
    balance.dataset.minor = String(state.balance);
  };
  showBalance();
  const stake = el('input', {
    type: 'number',
    min: '0',
    step: state.digits > 0 ? String(1 / 10 ** state.digits) : '1',
    value: '10',
    id: 'op-stake',
  });
  const result = el('p', { class: 'op-result', role: 'status', 'data-testid': 'outpost-result' });
  const fair = el('dl', { class: 'op-fair' });
  const showSeed = (round) => {
    fair.replaceChildren(
      el('dt', { text: t('seedHash') }),
      el('dd', { text: round ? round.fairness.serverSeedHash : state.seed.serverSeedHash }),
      el('dt', { text: t('clientSeed') }),
      el('dd', { text: round ? round.fairness.clientSeed : state.seed.clientSeed }),
      el('dt', { text: t('nonce') }),
      el('dd', { text: String(round ? round.fairness.nonce : state.seed.nonce) }),
    );
    if (round) {
      fair.append(el('dt', { text: t('seed') }), el('dd', { text: round.fairness.serverSeed }));
      void sha256Hex(round.fairness.serverSeed).then((hash) => {
        if (hash === undefined) return;
        const ok = hash === round.fairness.serverSeedHash;
        fair.append(
          el('dd', { 'data-verified': String(ok), text: t(ok ? 'verified' : 'notVerified') }),
        );
      });
    }
  };
  showSeed();

  let bet;
  const controls = el('div', { class: 'op-row' });
  if (state.game.engine === 'coin') {
    bet = { engine: 'coin', side: 'heads' };
    const sides = ['heads', 'tails'].map((side) =>
      el('button', {
        type: 'button',
        'aria-pressed': String(side === bet.side),
        text: t(side),
        onclick: () => {
          bet = { engine: 'coin', side };
          for (const b of sides)
            b.setAttribute('aria-pressed', String(b === sides[side === 'heads' ? 0 : 1]));
        },
      }),
    );
    controls.append(...sides, el('span', { text: t('pays', { m: '1.96' }) }));
  } else {
    bet = { engine: 'dice', kind: 'under', target: 5000 };
    const kind = el('select', { 'aria-label': t('under') }, [
      el('option', { value: 'under', text: t('under') }),
      el('option', { value: 'over', text: t('over') }),
    ]);
    const target = el('input', {
      type: 'number',
      min: '1',
      max: '99',
      step: '0.01',
      value: '50',
      'aria-label': t('target'),
    });
    const pays = el('span');
    const update = async () => {
      bet = { engine: 'dice', kind: kind.value, target: Math.round(Number(target.value) * 100) };
      const answer = await api(`/api/multiplier?kind=${bet.kind}&target=${bet.target}`);
      pays.textContent = t('pays', { m: ((answer.body.multiplierX100 ?? 0) / 100).toFixed(2) });
    };
    kind.addEventListener('change', update);
    target.addEventListener('change', update);
    void update();
    controls.append(kind, target, pays);
  }

  const play = el('button', { type: 'button', class: 'op-play bp-spin', text: t('play') });
  play.addEventListener('click', async () => {
    play.disabled = true;
    result.textContent = '';
    const minor = Math.round(Number(stake.value) * 10 ** state.digits);
    const answer = await api('/api/play', { t: token, stake: minor, bet });
    play.disabled = false;
    if (answer.status !== 200) {
      const code = answer.body.code ?? 'error';
      result.textContent = texts[code] ? t(code) : t('error', { code });
      result.dataset.outcome = 'refused';
      if (typeof answer.body.balance === 'number') state.balance = answer.body.balance;
      showBalance();
      return;
    }
    const { round } = answer.body;
    state = { ...state, ...answer.body };
    const drawn =
      state.game.engine === 'coin'
        ? t('coin', { side: t(round.draw === 0 ? 'heads' : 'tails') })
        : t('roll', { value: (round.draw / 100).toFixed(2) });
    result.textContent = `${drawn}. ${round.win > 0 ? t('won', { amount: money(round.win) }) : t('lost')}`;
    result.dataset.outcome = 'played';
    result.dataset.stake = String(round.stake);
    result.dataset.win = String(round.win);
    result.dataset.roundId = round.roundId;
    showBalance();
    showSeed(round);
  });

  root.replaceChildren(
    el('h1', { text: state.game.name }),
    balance,
    el('div', { class: 'op-row' }, [
      el('label', { for: 'op-stake', text: t('stake') }),
      stake,
      el('span', { text: state.currency }),
    ]),
    controls,
    el('div', { class: 'op-row' }, [play]),
    result,
    fair,
  );
  root.setAttribute('aria-busy', 'false');
  root.dataset.ready = 'true';
}

async function boot() {
  const answer = await api(
    `/api/session?t=${encodeURIComponent(token)}&lng=${encodeURIComponent(lng)}`,
  );
  texts = answer.body.texts ?? {};
  if (answer.status !== 200) {
    root.replaceChildren(
      el('p', { role: 'alert', text: t(answer.body.code ?? 'session_expired') }),
    );
    root.setAttribute('aria-busy', 'false');
    return;
  }
  state = answer.body;
  render();
}

void boot();
