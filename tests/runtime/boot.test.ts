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

  it('refuses malformed JSON and schema-invalid parts with a message, keeping the valid ones', () => {
    withBoot('{not json');
    expect(readBoot().problems[0]).toMatch(/^boot data is not JSON/);
    withBoot(
      JSON.stringify({
        config: { schemaVersion: 1 },
        routes: { schemaVersion: 1, routes: [{ id: 'home', path: '', page: 'home' }] },
        layouts: { default: { schemaVersion: 1, id: 'default', body: { widget: 'PageOutlet' } } },
      }),
    );
    const boot = readBoot();
    expect(boot.config).toBeNull();
    expect(boot.routes?.routes[0]?.id).toBe('home');
    expect(boot.layouts.default?.id).toBe('default');
    expect(boot.problems[0]).toMatch(/^boot config: /);
  });
});
