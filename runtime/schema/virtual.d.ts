// The modules generated at build time by ./vitePlugin.ts: ajv standalone code of the schemas
// (standaloneValidators.ts), so the client bundle carries no schema compiler and the CSP needs
// no 'unsafe-eval'.
declare module 'virtual:schema-validators/contracts' {
  type ValidateFunction = import('virtual:schema-validators').ValidateFunction;
  export const validateRouteTable: ValidateFunction;
  export const validatePage: ValidateFunction;
  export const validateLayout: ValidateFunction;
  export const validatePart: ValidateFunction;
  export const validateSiteConfig: ValidateFunction;
}

declare module 'virtual:schema-validators/widgets' {
  /** One validator per registered widget (and built-in), keyed by widget name. */
  export const widgetPropsValidators: Record<
    string,
    import('virtual:schema-validators').ValidateFunction
  >;
}

declare module 'virtual:schema-validators/widget-loaders' {
  /** By widget name, a function that imports that widget's validator (a module of its own). */
  export const widgetPropsValidatorLoaders: Record<
    string,
    () => Promise<{ default: import('virtual:schema-validators').ValidateFunction }>
  >;
}

declare module 'virtual:schema-validators/widget/*' {
  const validate: import('virtual:schema-validators').ValidateFunction;
  export default validate;
}

declare module 'virtual:schema-validators' {
  /** An error as ajv reports it. */
  export type ValidatorError = import('ajv').ErrorObject;
  export interface ValidateFunction {
    (data: unknown): boolean;
    errors?: ValidatorError[] | null;
  }
  export * from 'virtual:schema-validators/contracts';
  export { widgetPropsValidators } from 'virtual:schema-validators/widgets';
}
