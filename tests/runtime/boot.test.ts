import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBoot } from '../../app/boot';

function withBoot(text: string | null) {
  document.getElementById('boot')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'boot';
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => {
  withBoot(null);
  vi.restoreAllMocks();
});

describe('boot data', () => {
  it('is empty without a boot script (the client then fetches the config)', () => {
    withBoot(null);
    expect(readBoot()).toEqual({
      config: null,
      routes: null,
      layouts: {},
      signedIn: false,
      notFound: false,
      problems: [],
    });
  });

  it("takes the server's word that the page does not exist only when it is true", () => {
    withBoot(JSON.stringify({ notFound: true }));
    expect(readBoot().notFound).toBe(true);
    withBoot(JSON.stringify({ notFound: 1 }));
    expect(readBoot().notFound).toBe(false);
  });

  it("takes the server's word that the visitor showed a session only when it is true", () => {
    withBoot(JSON.stringify({ signedIn: true }));
    expect(readBoot().signedIn).toBe(true);
    withBoot(JSON.stringify({ signedIn: 'yes' }));
    expect(readBoot().signedIn).toBe(false);
  });

  it('refuses malformed JSON and parts of a schemaVersion it does not read, keeping the others', () => {
    withBoot('{not json');
    expect(readBoot().problems[0]).toMatch(/^boot data is not JSON/);
    withBoot(
      JSON.stringify({
        config: { schemaVersion: 2 },
        routes: { schemaVersion: 1, routes: [{ id: 'home', path: '', page: 'home' }] },
        layouts: {
          default: { schemaVersion: 1, id: 'default', body: { widget: 'PageOutlet' } },
          empty: 'not a layout',
        },
      }),
    );
    const boot = readBoot();
    expect(boot.config).toBeNull();
    expect(boot.routes?.routes[0]?.id).toBe('home');
    expect(boot.layouts.default?.id).toBe('default');
    expect(boot.layouts.empty).toBeUndefined();
    expect(boot.problems).toEqual([
      'boot config: /schemaVersion schemaVersion 2 is not supported for a site config (supported: 1)',
      'boot layout empty: must be object',
    ]);
  });
});
