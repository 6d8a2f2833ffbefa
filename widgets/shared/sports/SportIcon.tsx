import { memo } from 'react';
import { SPORT_ICON_PATHS, sportIconName } from './sportIcons';

/** A sport's icon, decorative: the sport's name is always written beside it. */
export const SportIcon = memo(function SportIcon({
  slug,
  isCyber,
  size = 18,
}: {
  slug: string | undefined;
  isCyber?: boolean;
  size?: number;
}) {
  const name = sportIconName(slug, isCyber);
  return (
    <svg
      className="sport-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport-icon={name}
    >
      <path d={SPORT_ICON_PATHS[name]} />
    </svg>
  );
});
