import { memo } from 'react';
import { OutlineSvg } from './OutlineSvg';
import { FALLBACK_ICON, ICON_PATHS } from './iconPaths';

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A decorative icon: the control around it carries the accessible name. */
export const Icon = memo(function Icon({ name, size = 24, className }: IconProps) {
  const known = ICON_PATHS[name] ? name : FALLBACK_ICON;
  return <OutlineSvg d={ICON_PATHS[known]!} size={size} className={className} data-icon={known} />;
});
