// Node-side public surface of runtime/schema: validators, the content checker and the brand
// book sanitizer. The client uses 'virtual:schema-validators' (vitePlugin.ts) plus the pure
// modules (errorFormat, finding, brandBookCss, versions) directly.
export { formatFinding, pointerJoin, type Finding } from './finding.ts';
export {
  formatSchemaErrors,
  pruneCombinatorNoise,
  type SchemaError,
  type FormatOptions,
} from './errorFormat.ts';
export {
  SUPPORTED_SCHEMA_VERSIONS,
  MIGRATIONS,
  acceptedVersions,
  upgradeDocument,
  type DocumentKind,
  type Migration,
  type MigrationTable,
  type VersionPolicy,
  type UpgradeResult,
} from './versions.ts';
export { createAjv, I18N_KEY_KEYWORD } from './ajvFactory.ts';
export {
  contractValidator,
  loadDocument,
  validateDictionary,
  compileWidgetPropsValidators,
  type DocumentTypes,
  type LoadResult,
  type WidgetPropsSpec,
  type WidgetPropsValidators,
} from './validators.ts';
export {
  brandBookToCss,
  BRAND_BOOK_PROPERTIES,
  CONTRAST_PAIRS,
  MIN_CONTRAST_RATIO,
  type BrandBookCss,
} from './brandBookCss.ts';
export {
  brandBookContrast,
  brandBookContrastFindings,
  WIDGET_CONTRAST_PAIRS,
  WIDGET_COLOUR_VARIABLES,
  BRAND_DEFAULTS,
  THEMES,
  MIN_RATIO,
  type ContrastPair,
  type PairResult,
  type Theme,
} from './brandBookContrast.ts';
export { contrastRatio, parseCssColour } from './cssColour.ts';
export { pxToEm } from './cssValueGrammar.ts';
export { FORBIDDEN_IN_PART_STYLE, unsafePartStyleReason } from './partStyle.ts';
export { readContentSet } from './check/readContentSet.ts';
export { checkContent, REQUIRED_LAYOUTS, type CheckOptions } from './check/checkContent.ts';
export type { ContentSet, ContentFile, DictionaryFile, BrandContent } from './check/contentSet.ts';
export { JSON_LOGIC_OPERATORS, checkJsonLogicRule } from './check/jsonLogicCheck.ts';
export { parseJsonWithLocation } from './check/jsonSyntax.ts';
export { loadWidgetCatalog, type LoadedCatalog } from './widgetCatalogLoader.ts';
export type * from './types.ts';
export { checkWidgetDocs, widgetDocsFile, type LoadedWidgetDocs } from './check/widgetDocsCheck.ts';
export { loadWidgetDocs } from './widgetDocsLoader.ts';
export {
  SCHEMA_MIGRATIONS,
  migrationGaps,
  migrateDocument,
  type MigratableKind,
  type MigrationOutcome,
} from './migrations/index.ts';
