import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import {
  verifyLottoDraw,
  type LotteryView,
  type LottoDrawVerification,
  type LottoDrawView,
} from '../../domain/lotto/index';
import { LottoBalls } from './LottoBalls';

type Check =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: LottoDrawVerification }
  | { state: 'error' };

/** One line of the verification: a check mark or a cross, and what was checked. */
function CheckLine({ ok, okKey, failKey }: { ok: boolean; okKey: string; failKey: string }) {
  const { t } = useTranslation();
  return (
    <li className="lotto-check" data-ok={ok}>
      <span aria-hidden="true" className="lotto-check__mark">
        {ok ? '✓' : '✗'}
      </span>
      {t(ok ? okKey : failKey)}
    </li>
  );
}

/**
 * "Verify" of a drawn draw, in the browser (WebCrypto): the revealed seed against the hash
 * published before sales, then the numbers recomputed from the seed against those drawn.
 */
export function DrawVerification({
  draw,
  lottery,
}: {
  draw: LottoDrawView;
  lottery: Pick<LotteryView, 'id' | 'of' | 'drawn'> | undefined;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const seed = draw.serverSeed;
  const numbers = draw.numbers;
  const verifiable = seed !== null && numbers !== null && lottery !== undefined;
  const verify = () => {
    if (!verifiable) return;
    setCheck({ state: 'running' });
    verifyLottoDraw(
      { serverSeed: seed, serverSeedHash: draw.serverSeedHash, number: draw.number, numbers },
      lottery,
    )
      .then((result) => setCheck({ state: 'done', result }))
      .catch(() => setCheck({ state: 'error' }));
  };
  const shown = check.state !== 'idle';
  return (
    <div className="lotto-verify">
      <button
        type="button"
        className="casino-button"
        onClick={verify}
        disabled={!verifiable || check.state === 'running'}
        aria-expanded={shown}
        aria-controls={panelId}
      >
        {t('lotto:verify')}
      </button>
      <div id={panelId} className="lotto-verify__panel" hidden={!shown}>
        <div aria-live="polite">
          {check.state === 'running' ? <p>{t('lotto:verify_running')}</p> : null}
          {check.state === 'error' ? (
            <p className="lotto-error">{t('lotto:verify_error')}</p>
          ) : null}
          {check.state === 'done' ? (
            <>
              <p
                className="lotto-verify__verdict"
                data-ok={check.result.seedMatchesHash && check.result.numbersMatch}
              >
                {t(
                  check.result.seedMatchesHash && check.result.numbersMatch
                    ? 'lotto:verify_ok'
                    : 'lotto:verify_failed',
                )}
              </p>
              <ul className="lotto-checks">
                <CheckLine
                  ok={check.result.seedMatchesHash}
                  okKey="lotto:verify_seed_ok"
                  failKey="lotto:verify_seed_failed"
                />
                <CheckLine
                  ok={check.result.numbersMatch}
                  okKey="lotto:verify_numbers_ok"
                  failKey="lotto:verify_numbers_failed"
                />
              </ul>
              {!check.result.numbersMatch ? (
                <div className="lotto-verify__recomputed">
                  <span className="lotto-muted">{t('lotto:verify_recomputed')}</span>
                  <LottoBalls
                    numbers={check.result.numbers}
                    size="small"
                    label={t('lotto:verify_recomputed')}
                  />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
        {shown ? (
          <dl className="lotto-fairness">
            <dt>{t('lotto:seed')}</dt>
            <dd>
              <code className="lotto-code">{seed}</code>
            </dd>
            <dt>{t('lotto:seed_hash')}</dt>
            <dd>
              <code className="lotto-code">{draw.serverSeedHash}</code>
            </dd>
            <dt>{t('lotto:verify_message')}</dt>
            <dd>
              <code className="lotto-code">{`HMAC-SHA256(seed, "${lottery?.id ?? draw.lotteryId}:${draw.number}")`}</code>
            </dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
