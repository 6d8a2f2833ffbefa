// Pure rules of the customer session: SPEC sections 3, 4, 6 and 9.
export * from './accounts';
export * from './autoLogoff';
export * from './money';
export * from './registrationReminder';
