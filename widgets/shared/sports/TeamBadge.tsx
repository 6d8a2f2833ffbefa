import { memo, useId } from 'react';
import { teamBadge, type BadgePattern, type BadgeShape } from './teamBadge';

// Drawn in a 24 × 24 box; the pattern is clipped to the shape.
const SHAPES: Record<BadgeShape, string> = {
  shirt: 'M8 2.5 3.5 4.5 1 9l3.5 2.3L6 10v11.5h12V10l1.5 1.3L23 9l-2.5-4.5L16 2.5Q12 6 8 2.5Z',
  crest: 'M12 1.5 21 4v7c0 5.5-3.8 9.4-9 11.5C6.8 20.4 3 16.5 3 11V4Z',
};

/** The pattern in the second colour; "plain" keeps a trim (a shirt's sleeves, a crest's chief). */
const PATTERNS: Record<BadgePattern, Record<BadgeShape, string> | string> = {
  plain: { shirt: 'M0 0h6v24H0Zm18 0h6v24h-6Z', crest: 'M0 0h24v7H0Z' },
  stripes: 'M7.5 0h3v24h-3Zm6 0h3v24h-3Z',
  hoops: 'M0 8h24v3H0Zm0 6h24v3H0Z',
  halves: 'M12 0h12v24H12Z',
  sash: 'M0 3 3 0l21 21-3 3Z',
  chevron: 'M0 7l12 7 12-7v4l-12 7-12-7Z',
};

/**
 * A team's generated badge (teamBadge.ts): its shirt or crest in its two colours, vector so it
 * is sharp at any size. Decorative: the team's name is always written beside it.
 */
export const TeamBadge = memo(function TeamBadge({
  name,
  seed,
  size = 'small',
}: {
  name: string;
  /** What the look is drawn from (the feed's English name); the name when absent. */
  seed?: string | undefined;
  size?: 'small' | 'large';
}) {
  const clip = useId();
  if (!name) return null;
  const badge = teamBadge(seed || name);
  const outline = SHAPES[badge.shape];
  const pattern = PATTERNS[badge.pattern];
  return (
    <svg
      className={`team-badge team-badge--${size}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-shape={badge.shape}
      data-pattern={badge.pattern}
    >
      <clipPath id={clip}>
        <path d={outline} />
      </clipPath>
      <path d={outline} fill={badge.primary} />
      <path
        d={typeof pattern === 'string' ? pattern : pattern[badge.shape]}
        fill={badge.secondary}
        clipPath={`url(#${clip})`}
      />
      <path d={outline} className="team-badge__outline" />
    </svg>
  );
});
