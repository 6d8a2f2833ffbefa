// `npm run cluster -- --processes 3`: N server processes on this machine sharing PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL), nginx in front in the foreground (deploy/README.md).
// Ctrl-C stops nginx, then every process gracefully. `--print-nginx-config` prints the nginx site
// for a system nginx instead. Exit 0 stopped, 1 refused (the reason printed), 2 could not run.
import path from 'node:path';
import { CliRefusal, runCli } from './lib/cliExit';
import { ensureClientBuild } from './lib/clientBuild.mjs';
import { readClusterOptions, requireSharedServices, USAGE } from './cluster/clusterOptions';
import { startLocalCluster, PROJECT_ROOT } from './cluster/localCluster';
import { renderSiteConfig } from './cluster/nginxConfig';

runCli('cluster', async (argv) => {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const options = readClusterOptions(argv, process.env);
  if (options.printNginxConfig) {
    const upstreams =
      options.servers ?? options.processPorts.map((port) => ({ host: '127.0.0.1', port }));
    console.log(
      renderSiteConfig({
        listen: String(options.port),
        upstreams,
        accessLog: options.accessLog ?? '/var/log/nginx/betting.access.log',
      }),
    );
    return 0;
  }
  const { databaseUrl, redisUrl } = requireSharedServices(process.env);
  // The build of the sources as they are, made once under a lock (as `npm start` does).
  try {
    const distDir = process.env.DIST_DIR?.trim();
    const build = await ensureClientBuild({
      root: PROJECT_ROOT,
      ...(distDir ? { distDir: path.resolve(distDir) } : {}),
      log: (line) => console.log(line),
    });
    if (build.built) console.log(`Built the client ${build.id}.`);
  } catch (err) {
    throw new CliRefusal(
      `the client build failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  const first = options.processPorts[0]!;
  const last = options.processPorts.at(-1)!;
  console.log(
    `Starting ${options.processes} server process(es) on 127.0.0.1:${first}-${last}, then nginx on port ${options.port}`,
  );
  const cluster = await startLocalCluster({
    port: options.port,
    processPorts: options.processPorts,
    databaseUrl,
    redisUrl,
    ...(options.accessLog ? { accessLog: options.accessLog } : {}),
  });
  console.log(
    `Cluster: http://localhost:${options.port} (nginx) -> ${options.processes} process(es)`,
  );
  console.log(
    `  metrics of each process (this machine only): http://127.0.0.1:${first}/metrics ...`,
  );
  console.log(`  nginx access log (JSON): ${options.accessLog ?? `${cluster.tempDir}/access.log`}`);
  console.log('  Ctrl-C stops nginx and every process');

  let stopping: Promise<void> | undefined;
  const stop = (why: string) => {
    if (!stopping) {
      console.log(`${why}: stopping nginx, then the processes (SIGTERM: they drain)`);
      stopping = cluster.stop();
    }
    return stopping;
  };
  // Ctrl-C reaches every process of the terminal's group; the stop is done once, in order.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stop(signal));
  }
  const alive = new Set(cluster.processes);
  const outcome = await new Promise<number>((resolve) => {
    for (const p of cluster.processes) {
      p.child.once('exit', (code, signal) => {
        alive.delete(p);
        if (stopping) return;
        console.log(
          `[${p.name}] exited (${signal ?? `code ${code}`}); nginx sends its requests to the ` +
            `${alive.size} other(s)`,
        );
        if (alive.size === 0) void stop('every process exited').then(() => resolve(1));
      });
    }
    // Ctrl-C reaches nginx too, which may exit before this process hears of it: code 0.
    cluster.nginx.once('exit', (code) => {
      if (stopping) return void stopping.then(() => resolve(0));
      void stop(`nginx exited (code ${code})`).then(() => resolve(code === 0 ? 0 : 1));
    });
  });
  return outcome;
});
