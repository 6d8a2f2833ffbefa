// The client build's folders, lock and link (scripts/lib/clientBuild.mjs), with a stand-in for
// `vite build` that writes a small build: the real build is checked end to end in
// tests/e2e/build.spec.ts.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clientBuildId,
  ensureClientBuild,
  KEEP_OLDER_BUILDS,
} from '../../scripts/lib/clientBuild.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with one input file, `app/main.tsx`, whose text decides the build id. */
function project(source = 'export {}'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  roots.push(root);
  mkdirSync(path.join(root, 'app'));
  writeFileSync(path.join(root, 'app', 'main.tsx'), source);
  return root;
}

/** Writes what a build leaves (index.html, an asset, build-id.json last) and counts its runs. */
function fakeBuilder(options: { fail?: boolean } = {}) {
  const runs: string[] = [];
  const runBuild = async (outDir: string, id: string) => {
    runs.push(id);
    // Another start may look for the build meanwhile: the scratch folder is not a build yet.
    await new Promise((resolve) => setImmediate(resolve));
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(outDir, 'index.html'),
      `<script type="module" src="/assets/main-${id}.js"></script>`,
    );
    writeFileSync(
      path.join(outDir, 'assets', `main-${id}.js`),
      `console.log(${JSON.stringify(id)})`,
    );
    if (options.fail) throw new Error('vite build failed (exit 1)');
    writeFileSync(path.join(outDir, 'build-id.json'), JSON.stringify({ version: id }));
  };
  return { runs, runBuild };
}

const current = (root: string) => realpathSync(path.join(root, 'dist', 'client'));

describe('client build', () => {
  it('names a build by its inputs: the same sources give the same id, a change another', () => {
    const a = project('export const a = 1;');
    const b = project('export const a = 1;');
    const c = project('export const a = 2;');
    expect(clientBuildId(a)).toBe(clientBuildId(b));
    expect(clientBuildId(a)).not.toBe(clientBuildId(c));
    expect(clientBuildId(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('builds once into dist/builds/<id> and points dist/client at it with a relative link', async () => {
    const root = project();
    const { runs, runBuild } = fakeBuilder();
    const first = await ensureClientBuild({ root, runBuild });
    expect(first.built).toBe(true);
    expect(readlinkSync(path.join(root, 'dist', 'client'))).toBe(path.join('builds', first.id));
    expect(current(root)).toBe(realpathSync(first.dir));
    const again = await ensureClientBuild({ root, runBuild });
    expect(again).toMatchObject({ id: first.id, built: false });
    expect(runs).toEqual([first.id]);
  });

  it('builds once when two starts ask at the same time, and both get the same folder', async () => {
    const root = project();
    const { runs, runBuild } = fakeBuilder();
    const [a, b] = await Promise.all([
      ensureClientBuild({ root, runBuild }),
      ensureClientBuild({ root, runBuild }),
    ]);
    expect(runs).toHaveLength(1);
    expect(a.dir).toBe(b.dir);
    expect([a.built, b.built].sort()).toEqual([false, true]);
    expect(existsSync(path.join(a.dir, 'index.html'))).toBe(true);
  });

  it('keeps the folder a running server serves when a new build is swapped in', async () => {
    const root = project('export const v = 1;');
    const { runBuild } = fakeBuilder();
    const old = await ensureClientBuild({ root, runBuild });
    const served = current(root);
    writeFileSync(path.join(root, 'app', 'main.tsx'), 'export const v = 2;');
    const next = await ensureClientBuild({ root, runBuild });
    expect(next.id).not.toBe(old.id);
    expect(current(root)).toBe(realpathSync(next.dir));
    // What the old index.html names is still there.
    expect(readFileSync(path.join(served, 'assets', `main-${old.id}.js`), 'utf8')).toContain(
      old.id,
    );
  });

  it('leaves the current build served and no half build behind when a build fails', async () => {
    const root = project('export const v = 1;');
    const good = await ensureClientBuild({ root, runBuild: fakeBuilder().runBuild });
    writeFileSync(path.join(root, 'app', 'main.tsx'), 'export const v = 2;');
    await expect(
      ensureClientBuild({ root, runBuild: fakeBuilder({ fail: true }).runBuild }),
    ).rejects.toThrow('vite build failed');
    expect(current(root)).toBe(realpathSync(good.dir));
    expect(existsSync(path.join(root, 'dist', 'builds', clientBuildId(root)))).toBe(false);
    // The lock was released: the next build goes ahead.
    const retried = await ensureClientBuild({ root, runBuild: fakeBuilder().runBuild });
    expect(retried.built).toBe(true);
  });

  it(`keeps the newest ${KEEP_OLDER_BUILDS} older builds and removes the rest`, async () => {
    const root = project();
    const { runBuild } = fakeBuilder();
    const ids: string[] = [];
    for (let v = 0; v < KEEP_OLDER_BUILDS + 3; v++) {
      writeFileSync(path.join(root, 'app', 'main.tsx'), `export const v = ${v};`);
      ids.push((await ensureClientBuild({ root, runBuild })).id);
    }
    const kept = ids.filter((id) => existsSync(path.join(root, 'dist', 'builds', id)));
    expect(kept).toEqual(ids.slice(-(KEEP_OLDER_BUILDS + 1)));
  });

  it('replaces a dist/client folder left by the older layout with the link', async () => {
    const root = project();
    mkdirSync(path.join(root, 'dist', 'client'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'client', 'index.html'), 'old');
    const build = await ensureClientBuild({ root, runBuild: fakeBuilder().runBuild });
    expect(current(root)).toBe(realpathSync(build.dir));
  });
});
