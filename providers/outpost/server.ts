// Outpost Games, the outside game provider, as its own process (run with tsx):
//   WALLET_URL=http://127.0.0.1:8080 OUTSIDE_PROVIDER_SECRET=<32+ chars> tsx providers/outpost/server.ts
// PORT (default 8190; 0 picks a free one), HOST (default 127.0.0.1), PUBLIC_URL (where browsers
// reach it; default http://<host>:<port>), FRAME_ANCESTORS (space-separated site origins allowed
// to frame its games; default WALLET_URL's origin), OUTPOST_TEST_HOOKS=1 (tests only: a round can
// be told to stop or fail after its debit). Prints `Outpost Games listening on <url>` when ready;
// scripts/start.mjs and the tests wait for that line.
import type { AddressInfo } from 'node:net';
import { buildOutpostApp } from './outpostApp';

const MIN_SECRET_LENGTH = 32;

function fail(message: string): never {
  console.error(`Outpost Games not started: ${message}`);
  process.exit(1);
}

function origin(name: string, text: string | undefined): string {
  if (!text) fail(`${name} is required (e.g. http://127.0.0.1:8080)`);
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.origin;
  } catch {
    return fail(`${name}=${text} is not an http(s) URL`);
  }
}

const env = process.env;
const walletUrl = origin('WALLET_URL', env.WALLET_URL?.trim());
const secret = env.OUTSIDE_PROVIDER_SECRET?.trim() ?? '';
if (secret.length < MIN_SECRET_LENGTH) {
  fail(`OUTSIDE_PROVIDER_SECRET needs at least ${MIN_SECRET_LENGTH} characters`);
}
const port = Number(env.PORT ?? 8190);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`PORT=${env.PORT} is not a port`);
const host = env.HOST?.trim() || '127.0.0.1';
const frameAncestors = (env.FRAME_ANCESTORS?.trim() || walletUrl)
  .split(/\s+/)
  .map((text) => origin('FRAME_ANCESTORS', text));

const publicUrlText = env.PUBLIC_URL?.trim();
let publicUrl = publicUrlText ? origin('PUBLIC_URL', publicUrlText) : '';
const app = buildOutpostApp({
  walletUrl,
  secret,
  get publicUrl() {
    return publicUrl;
  },
  frameAncestors,
  testHooks: env.OUTPOST_TEST_HOOKS === '1',
});
await app.listen({ port, host });
if (!publicUrl) {
  const address = app.server.address() as AddressInfo;
  publicUrl = `http://${host}:${address.port}`;
}
console.log(`Outpost Games listening on ${publicUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
