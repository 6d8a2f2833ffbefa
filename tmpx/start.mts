import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { startServerProcess, stopServerProcess } from '../tests/server/serverProcess';
const dist = mkdtempSync('/tmp/fdist-');
mkdirSync(`${dist}/client/assets`, { recursive: true });
writeFileSync(`${dist}/client/index.html`, '<!doctype html><html><head><!--boot--></head><body><div id="root"></div></body></html>');
for (const dev of [true, false, true, false]) {
  const t0 = performance.now();
  const s = await startServerProcess({ DATA_DIR: mkdtempSync('/tmp/sp-'), ...(dev ? {} : { DIST_DIR: dist, NO_DEV: '1' }) });
  console.log(dev ? 'dev' : 'built', (performance.now() - t0).toFixed(0));
  await stopServerProcess(s);
}
