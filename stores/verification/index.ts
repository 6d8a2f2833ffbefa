export * from './VerificationStore';
