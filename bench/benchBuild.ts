// The production build of a bench's own page (bench/render, bench/live): React's plugin, no
// project config, production package builds, relative asset paths so the bench's static server
// can serve it from anywhere.
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type PluginOption } from 'vite';

export async function buildBenchPage(
  root: string,
  outDir: string,
  extra: { plugins?: PluginOption[]; alias?: AliasOptions } = {},
): Promise<void> {
  await build({
    root,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    configFile: false,
    plugins: [react(), ...(extra.plugins ?? [])],
    ...(extra.alias ? { resolve: { alias: extra.alias } } : {}),
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}
