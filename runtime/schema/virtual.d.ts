// The module generated at build time by ./vitePlugin.ts: ajv standalone validators, so the
// customer bundle carries no schema compiler and the CSP needs no 'unsafe-eval'.
declare module 'virtual:schema-validators' {
  export interface ValidatorError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
  }
  export interface ValidateFunction {
    (data: unknown): boolean;
    errors?: ValidatorError[] | null;
  }
  export const validateRouteTable: ValidateFunction;
  export const validatePage: ValidateFunction;
  export const validateLayout: ValidateFunction;
  export const validatePart: ValidateFunction;
  export const validateSiteConfig: ValidateFunction;
  /** One validator per registered widget, keyed by widget name. */
  export const widgetPropsValidators: Record<string, ValidateFunction>;
}
