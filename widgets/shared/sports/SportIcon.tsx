import { memo } from 'react';
import { OutlineSvg } from '../OutlineSvg';
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
    <OutlineSvg
      d={SPORT_ICON_PATHS[name]}
      size={size}
      className="sport-icon"
      strokeWidth={1.75}
      data-sport-icon={name}
    />
  );
});
