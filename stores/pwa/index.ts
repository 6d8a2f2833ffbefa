export * from './InstallPromptStore';
// Type only: the push opt-in is a lazy store (pushOptInStore), imported by what uses it.
export type * from './PushOptInStore';
