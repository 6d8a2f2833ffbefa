export { ContentStore, ContentFindingsError } from './contentStore';
export { loadContent, formatContentFinding } from './loadContent';
export type { ContentLoad } from './loadContent';
export { classifyContentFile } from './contentChange';
export type { ContentChange, ContentChangeKind } from './contentChange';
export { watchContent } from './contentWatcher';
export type {
  BrandContent,
  ContentFinding,
  Dictionary,
  DictionaryTree,
  ServerContent,
} from './serverContent';
