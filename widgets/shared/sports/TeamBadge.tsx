import { memo } from 'react';
import { teamBadge } from './teamBadge';

/** A team's generated badge, decorative: the team's name is always written beside it. */
export const TeamBadge = memo(function TeamBadge({
  name,
  size = 'small',
}: {
  name: string;
  size?: 'small' | 'large';
}) {
  if (!name) return null;
  const badge = teamBadge(name);
  return (
    <span
      className={`team-badge team-badge--${size}`}
      style={{ backgroundColor: badge.background, color: badge.text }}
      aria-hidden="true"
    >
      {badge.initials}
    </span>
  );
});
