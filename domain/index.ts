// Public surface of the pure business rules (ARCHITECTURE.md "domain").
export * from './device';
export * from './layoutWidths';
export * from './maintenanceNotice';
export * from './minimumAge';
export * from './policyLogo';
export * from './scrollToTop';
export * from './skeletons';
