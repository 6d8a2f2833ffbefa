export * from './InstallPromptStore';
export * from './PushOptInStore';
