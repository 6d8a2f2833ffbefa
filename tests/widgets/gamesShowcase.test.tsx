import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import GamesShowcase from '../../widgets/GamesShowcase/GamesShowcase';
import { noSlots } from './harness';
import { casinoGame, casinoSetup, queriesTo, renderCasino } from './casinoHarness';

describe('GamesShowcase', () => {
  it('shows the games of the preview, asked for home in the page language', async () => {
    const { api, stores } = casinoSetup();
    api.on('GET /web-api/games/preview-light', {
      data: { Success: true, Value: { games: [casinoGame(50, { name: 'Showcase Star' })] } },
    });
    renderCasino(
      <GamesShowcase props={{ emptyKey: 'casino:showcase_empty' }} slots={noSlots} path="" />,
      { stores, url: '/ru/', lng: 'ru' },
    );
    expect(await screen.findByText('Showcase Star')).toBeTruthy();
    expect(queriesTo(api, 'GET /web-api/games/preview-light')[0]).toMatchObject({
      whence: 'home',
      count: '16',
      lng: 'ru',
    });
  });

  it('logs a failed preview and the page goes on without it (SPEC section 8)', async () => {
    const { api, stores } = casinoSetup();
    const report = vi.fn();
    api.report = report;
    api.on('GET /web-api/games/preview-light', { status: 500, message: 'boom' });
    const { container } = renderCasino(
      <GamesShowcase props={{ emptyKey: 'casino:showcase_empty' }} slots={noSlots} path="" />,
      { stores, url: '/en/' },
    );
    expect(await screen.findByText('Games will be back shortly.')).toBeTruthy();
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(0);
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0]?.[0]).toMatchObject({ kind: 'widget-error' });
  });
});
