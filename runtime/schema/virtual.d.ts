// The module generated at build time by ./vitePlugin.ts (validatorsModule.ts): the schemas as
// data run by compactValidator.ts, so the customer bundle carries no schema compiler and the
// CSP needs no 'unsafe-eval'.
declare module 'virtual:schema-validators' {
  export type ValidatorError = import('./compactValidator').ValidatorError;
  export type ValidateFunction = import('./compactValidator').ValidateFunction;
  export const validateRouteTable: ValidateFunction;
  export const validatePage: ValidateFunction;
  export const validateLayout: ValidateFunction;
  export const validatePart: ValidateFunction;
  export const validateSiteConfig: ValidateFunction;
  /** One validator per registered widget, keyed by widget name. */
  export const widgetPropsValidators: Record<string, ValidateFunction>;
}
