import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, shellWidgetNames } from '../../app/chunkGroups';

function schemasDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunk-groups-'));
  mkdirSync(path.join(dir, 'layouts'));
  mkdirSync(path.join(dir, 'parts'));
  for (const [file, data] of Object.entries(files))
    writeFileSync(path.join(dir, file), JSON.stringify(data));
  return dir;
}

describe('the shell chunk', () => {
  const dir = schemasDir({
    'layouts/default.json': {
      body: {
        widget: 'Stack',
        slots: {
          items: [
            { widget: 'RemotePart', props: { name: 'header' } },
            { widget: 'MainContent', slots: { content: [{ widget: 'PageOutlet' }] } },
            { widget: 'CookieSettings', lazy: true },
          ],
        },
      },
    },
    'layouts/empty.json': { body: { widget: 'PageOutlet' } },
    'parts/header.json': {
      body: {
        widget: 'Header',
        slots: { account: [{ widget: 'HeaderAccount' }, { widget: 'AuthForm', lazy: true }] },
      },
    },
    // A part no layout places is not in the shell.
    'parts/office-menu.json': { body: { widget: 'OfficeMenu' } },
  });

  it('holds the widgets every layout renders at once and those of the parts they place', () => {
    expect(shellWidgetNames(dir)).toEqual([
      'Header',
      'HeaderAccount',
      'MainContent',
      'PageOutlet',
      'RemotePart',
      'Stack',
    ]);
  });

  it('matches a widget folder by its whole name, and the framework by package', () => {
    const [framework, shell] = chunkGroups(dir);
    expect(shell!.test.test('/w/widgets/Header/Header.tsx')).toBe(true);
    expect(shell!.test.test('/w/widgets/HeaderAccount/index.ts')).toBe(true);
    expect(shell!.test.test('/w/widgets/HeaderMenu/index.ts')).toBe(false);
    expect(shell!.test.test('/w/widgets/AuthForm/AuthForm.tsx')).toBe(false);
    expect(framework!.test.test('/w/node_modules/mobx/dist/mobx.esm.js')).toBe(true);
    expect(framework!.test.test('/w/node_modules/@zxcvbn-ts/core/dist/index.js')).toBe(false);
    // react-query loads with the first widget that queries, not with every page.
    expect(framework!.test.test('/w/node_modules/@tanstack/query-core/build/index.js')).toBe(false);
    const query = chunkGroups(dir).find((group) => group.name === 'query')!;
    expect(query.test.test('/w/node_modules/@tanstack/query-core/build/index.js')).toBe(true);
    expect(query.test.test('/w/node_modules/@tanstack/react-query/build/index.js')).toBe(true);
    expect(query.test.test('/w/runtime/api/queryClient.ts')).toBe(true);
    expect(query.test.test('/w/runtime/api/apiClient.ts')).toBe(false);
  });

  it("puts the sports lists' and the home page's widgets in a chunk each, never their definitions", () => {
    const groups = chunkGroups(dir);
    const sports = groups.find((group) => group.name === 'core')!;
    const home = groups.find((group) => group.name === 'home')!;
    expect(sports.test.test('/w/widgets/shared/sports/GameRow.tsx')).toBe(true);
    // only lazy widgets use it: it loads with them
    expect(sports.test.test('/w/widgets/shared/sports/ComboCard.tsx')).toBe(false);
    expect(sports.test.test('/w/widgets/OddsCell/OddsButton.tsx')).toBe(true);
    expect(sports.test.test('/w/widgets/OddsCell/index.ts')).toBe(false);
    expect(sports.test.test('/w/widgets/Coupon/Coupon.tsx')).toBe(false);
    expect(home.test.test('/w/widgets/TopGames/TopGames.tsx')).toBe(true);
    expect(home.test.test('/w/widgets/TopGames/index.ts')).toBe(false);
    // The showcase's casino lists load when it comes near the viewport, apart from home's chunk.
    const lists = groups.find((group) => group.name === 'casino-lists')!;
    expect(home.test.test('/w/widgets/shared/casino/GameTile.tsx')).toBe(false);
    expect(lists.test.test('/w/widgets/shared/casino/GameTile.tsx')).toBe(true);
    expect(lists.test.test('/w/widgets/GamesShowcase/GamesShowcase.tsx')).toBe(true);
    expect(lists.test.test('/w/widgets/GamesShowcase/index.ts')).toBe(false);
    expect(home.test.test('/w/widgets/CasinoLobby/CasinoLobby.tsx')).toBe(false);
  });
});
