/** Checks route params against their constraints: the whole value must match the regex. */
export type ParamCheck = (values: Readonly<Record<string, string | undefined>>) => boolean;

const ALWAYS: ParamCheck = () => true;

/** Compiled once per route (the patterns come from the validated route table, format "regex"). */
export function compileParamConstraints(
  constraints: Readonly<Record<string, string>> | undefined,
): ParamCheck {
  if (!constraints) return ALWAYS;
  const checks = Object.entries(constraints).map(
    ([name, pattern]) => [name, new RegExp(`^(?:${pattern})$`)] as const,
  );
  if (checks.length === 0) return ALWAYS;
  return (values) => {
    for (const [name, regex] of checks) {
      const value = values[name];
      if (value !== undefined && !regex.test(value)) return false;
    }
    return true;
  };
}
