// The widget-tree renderer (ARCHITECTURE.md: registry, props check, visibleIf, slots, a broken
// widget isolated by error boundaries, lazy widgets).
export type { RuleContext, WidgetDefinition, WidgetRenderProps } from './types';
export { BUILT_IN_WIDGET_SCHEMAS } from './builtInWidgets';
export type { BuiltInWidgetName } from './builtInWidgets';
export { createWidgetRegistry } from './registry';
export type { WidgetRegistry, RegistryEntry } from './registry';
export { createRenderEnv } from './env';
export type { RenderEnv, RenderEnvOptions, HiddenNodeView } from './env';
export {
  createChunkReloadGuard,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
} from './chunkReload';
export type { ChunkReloadGuard } from './chunkReload';
export { preparePage, widgetNamesOf } from './prepare';
export { CHUNK_RETRY, loadWithRetry } from './chunkRetry';
export type { ChunkRetryOptions } from './chunkRetry';
export {
  createIdlePrefetch,
  IDLE_PREFETCH_MARK,
  lazyWidgetNames,
  PREFETCH_IDLE_TIMEOUT_MS,
} from './idlePrefetch';
export type { IdlePrefetch } from './idlePrefetch';
export type { PreparedNode, PropsValidator, PropsValidators } from './preparedNode';
export { compileRule, truthy, applyRule, ruleVars } from './rules';
export type { CompiledRule } from './rules';
export { describeValidationErrors } from './validationMessage';
export { WidgetTree } from './WidgetTree';
export { RuleContextContext, PageOutletContext } from './contexts';
export * from './pageRuntime';
export { PageView } from './PageView';
export { applyPageHead, fetchPageHead } from './pageHead';
export type { PageHeadAnswer } from './pageHead';
export { PageFrame } from './PageFrame';
export { ErrorPageView } from './ErrorPageView';
export type { ErrorPageProps } from './ErrorPageView';
export { RegionError } from './RegionError';
export { resolveDevice, parseQuery, MOBILE_PLATFORM_QUERY } from './device';
export { createPageSource, pagePath, preparePageDocument } from './pageSource';
export type { PageSource, PageLoadResult, PageSourceDeps } from './pageSource';
export type { VisibilityTraceEntry } from './visibilityTrace';
export { ruleValues } from './visibilityTrace';
