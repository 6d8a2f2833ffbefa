import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createDatabase } from '../server/db/index';
const t0 = performance.now();
const dir = mkdtempSync('/tmp/pgl-');
const d = await createDatabase({ dataDir: dir });
const t1 = performance.now();
await d.close();
console.log('fresh+migrate', (t1 - t0).toFixed(0), execSync(`du -sh ${dir}/pglite`).toString());
for (let i = 0; i < 3; i++) {
  const t2 = performance.now();
  const copy = mkdtempSync('/tmp/pglc-');
  cpSync(`${dir}/pglite`, `${copy}/pglite`, { recursive: true });
  const t3 = performance.now();
  const d2 = await createDatabase({ dataDir: copy });
  const t4 = performance.now();
  console.log('copy', (t3 - t2).toFixed(0), 'open', (t4 - t3).toFixed(0), 'applied', d2.appliedMigrations.length);
  await d2.close();
}
