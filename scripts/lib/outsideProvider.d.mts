import type { ChildProcess } from 'node:child_process';

export interface StartedOutsideProvider {
  child: ChildProcess;
  /** Where the provider listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** OUTSIDE_PROVIDER_URL and OUTSIDE_PROVIDER_SECRET for the site. */
  env: { OUTSIDE_PROVIDER_URL: string; OUTSIDE_PROVIDER_SECRET: string };
}

export function startOutsideProvider(options: {
  root: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  extraEnv?: Record<string, string>;
  secret?: string;
}): Promise<StartedOutsideProvider | undefined>;
