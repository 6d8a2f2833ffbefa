import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import SkeletonGames from '../../widgets/SkeletonGames/SkeletonGames';
import type { SkeletonGamesProps } from '../../domain/widgetProps/SkeletonGames';
import { noSlots, renderWidget } from './harness';

function renderSkeleton(props: SkeletonGamesProps) {
  return renderWidget(<SkeletonGames props={props} slots={noSlots} path="p" />);
}

describe('SkeletonGames', () => {
  it('shows 16 game tiles and 2 other-game tiles by default', () => {
    const { container } = renderSkeleton({ labelKey: 'home:loading_games' });
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(16);
    expect(container.querySelectorAll('[data-kind="other-game"]')).toHaveLength(2);
  });

  it('takes other counts from its props', () => {
    const { container } = renderSkeleton({
      labelKey: 'home:loading_games',
      gameTiles: 4,
      otherGameTiles: 0,
    });
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-kind="other-game"]')).toHaveLength(0);
  });

  it('announces the loading state once and hides the tiles from assistive technology', () => {
    const { container } = renderSkeleton({ labelKey: 'home:loading_games' });
    expect(screen.getByRole('status').textContent).toBe('Loading games…');
    for (const group of container.querySelectorAll('.casino-grid, .casino-skeleton__others')) {
      expect(group.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
