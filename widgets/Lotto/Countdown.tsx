import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { formatCountdown } from './lottoTexts';

/** The clock, read again every second while shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Time left to a draw's close, ticking each second (role timer: screen readers do not announce
 * every tick). Once it has passed it says the draw is being made and calls `onElapsed` once.
 */
export function Countdown({ closesAt, onElapsed }: { closesAt: string; onElapsed?: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = Date.parse(closesAt) - now;
  const elapsed = !(left > 0);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (elapsed && told.current !== closesAt) {
      told.current = closesAt;
      onElapsed?.();
    }
  }, [elapsed, closesAt, onElapsed]);
  if (elapsed) {
    return (
      <span className="lotto-countdown" data-state="drawing">
        {t('lotto:drawing_now')}
      </span>
    );
  }
  return (
    <span className="lotto-countdown" role="timer">
      <span className="lotto-countdown__label">{t('lotto:closes_in')}</span>{' '}
      <time className="lotto-countdown__time" dateTime={closesAt}>
        {formatCountdown(left)}
      </time>
    </span>
  );
}
