// The renderer customers get: the production build (`npm run build`, dist/client, made here as
// `npm start` makes it when missing: scripts/lib/clientBuild.mjs) renders with React and react-dom
// in their production variants, and no chunk carries Preact. The page's initial chunks (the ones
// index.html names) hold react-dom, so the first paint is React's.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuild } from '../../scripts/lib/clientBuild.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');
let dir = '';
const scripts = new Map<string, string>();

/** react-dom's client renderer registers itself with React's developer tools under this name. */
const REACT_DOM_RENDERER = /rendererPackageName:\s*["'`]react-dom["'`]/;
/** Every production react-dom build words its errors as links to react.dev/errors. */
const REACT_PRODUCTION_ERRORS = 'https://react.dev/errors/';
/**
 * react-router's development build warns of a route with both `Component` and `element`; its
 * production build (app/libraryBuilds.ts: its exports name only the development one) has none.
 */
const REACT_ROUTER_DEVELOPMENT = /You should not include both `Component` and `element`/;
/** Development builds of React say so in their warnings; production builds carry none of them. */
const REACT_DEVELOPMENT =
  /react-dom-client\.development|react-jsx-runtime\.development|act\(\.\.\.\) is not supported in production/;

beforeAll(async () => {
  // A production build on a loaded 2-core machine takes minutes when none of these sources exists.
  ({ dir } = await ensureClientBuild({ root: ROOT }));
  const assets = path.join(dir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js')))
    scripts.set(name, readFileSync(path.join(assets, name), 'utf8'));
}, 900_000);

describe('the production build', () => {
  it('renders with react-dom in its production variant', () => {
    // The site's and the studio's (vite.studio.config.ts, built apart into the same folder).
    const renderers = [...scripts].filter(([, code]) => REACT_DOM_RENDERER.test(code));
    expect(renderers.length).toBeGreaterThan(0);
    for (const [name, renderer] of renderers) {
      expect(renderer, name).toContain(REACT_PRODUCTION_ERRORS);
      expect(renderer, name).toMatch(/version:\s*["'`]19\./);
    }
    for (const [name, code] of scripts) {
      expect(REACT_DEVELOPMENT.test(code), `${name} holds a React development build`).toBe(false);
    }
  });

  it("routes with react-router's production build, without its development warnings", () => {
    const routers = [...scripts].filter(([, code]) =>
      code.includes('may be used only in the context of a <Router> component'),
    );
    expect(routers.length).toBeGreaterThan(0);
    for (const [name, code] of scripts) {
      expect(
        REACT_ROUTER_DEVELOPMENT.test(code),
        `${name} holds react-router's development build`,
      ).toBe(false);
    }
  });

  it('holds no Preact in any chunk', () => {
    expect(scripts.size).toBeGreaterThan(0);
    for (const [name, code] of scripts) {
      expect(/preact/i.test(code), `${name} mentions Preact`).toBe(false);
    }
  });

  it('loads react-dom with the page: a chunk index.html names holds the renderer', () => {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const named = [...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.some((name) => REACT_DOM_RENDERER.test(scripts.get(name) ?? ''))).toBe(true);
  });
});
