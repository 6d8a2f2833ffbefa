import { memo, useState } from 'react';
import { FLAGS_BASE_PATH, FLAGS_FOLDER, flagUrl } from './flags';
import { OutlineSvg } from './OutlineSvg';
import './CountryFlag.css';

/**
 * In the built site the flags lie beside this chunk (assets/flags/), so they come from the host
 * the chunk came from: a CDN's for a brand with isFlexibleAssetPath (server/web/assetCdn.ts). A
 * name, not a literal, in `new URL`: Vite would take a literal for a file to bundle.
 */
const FLAGS_BASE = import.meta.env.PROD
  ? new URL(FLAGS_FOLDER, import.meta.url).href
  : FLAGS_BASE_PATH;

/**
 * A country's flag before its name, decorative (the name is written beside it); a globe for an
 * international tournament, nothing when the flag file is missing.
 */
export const CountryFlag = memo(function CountryFlag({ code }: { code: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const url = flagUrl(code, FLAGS_BASE);
  if (url === null) {
    return (
      <OutlineSvg
        className="country-flag country-flag--world"
        viewBox="0 0 24 18"
        strokeWidth={1.5}
        square
        d="M12 17a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM4 9h16M12 1c2.5 2.2 3.5 5 3.5 8s-1 5.8-3.5 8M12 1C9.5 3.2 8.5 6 8.5 9s1 5.8 3.5 8"
      />
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
