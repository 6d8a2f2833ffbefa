import { memo, useState } from 'react';
import { flagUrl } from './flags';
import './CountryFlag.css';

/**
 * A country's flag before its name, decorative (the name is written beside it); a globe for an
 * international tournament, nothing when the flag file is missing.
 */
export const CountryFlag = memo(function CountryFlag({ code }: { code: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const url = flagUrl(code);
  if (url === null) {
    return (
      <svg
        className="country-flag country-flag--world"
        viewBox="0 0 24 18"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 17a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM4 9h16M12 1c2.5 2.2 3.5 5 3.5 8s-1 5.8-3.5 8M12 1C9.5 3.2 8.5 6 8.5 9s1 5.8 3.5 8" />
      </svg>
    );
  }
  if (failed) return null;
  return (
    <img
      className="country-flag"
      src={url}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
});
