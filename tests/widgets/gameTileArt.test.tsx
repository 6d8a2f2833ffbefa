import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { GameGrid } from '../../widgets/shared/casino/GameTile';
import { NEAR_VIEWPORT_MARGIN } from '../../runtime/render/useNearViewport';
import { FakeIntersectionObserver } from '../runtime/fakeIntersectionObserver';
import { casinoGame, casinoSetup, renderCasino } from './casinoHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('game tile art', () => {
  it('asks for the picture only when the tile comes near the viewport; the gradient shows before', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { stores } = casinoSetup();
    const { container } = renderCasino(
      <Routes>
        <Route path="/:lng/slots" element={<GameGrid games={[casinoGame(7), casinoGame(8)]} />} />
      </Routes>,
      { stores },
    );
    const arts = [...container.querySelectorAll<HTMLElement>('.casino-tile__art')];
    expect(arts).toHaveLength(2);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(arts[0]!.style.backgroundImage).toContain('linear-gradient');
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect([...observer.observed]).toEqual(arts);
    act(() => observer.comeNear(arts[0]!));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('/web-api/casino/art/v2/7.svg');
    expect(images[0]!.getAttribute('width')).toBe('240');
    expect(images[0]!.getAttribute('height')).toBe('180');
    expect([...observer.observed]).toEqual([arts[1]]);
  });
});
