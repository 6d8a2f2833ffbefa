// Public surface of the server for scripts and tests.
export { buildServer, PROJECT_ROOT, type BuildServerOptions } from './app';
export { readServerEnv, type ServerEnv } from './serverEnv';
export { StartupRefusal } from './startupRefusal';
