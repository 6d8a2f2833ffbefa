// Intl formatters, kept: building an Intl.DateTimeFormat, NumberFormat or DisplayNames costs far
// more than formatting with one (tens of microseconds against one or two), and a list formats a
// date or a number on every row. One formatter per language and options, made on first use.

const MAX_KEPT = 200;
const kept = new Map<string, unknown>();

function keep<T>(
  kind: string,
  locales: string | readonly string[],
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${String(locales)}|${JSON.stringify(options)}`;
  let format = kept.get(key) as T | undefined;
  if (format === undefined) {
    // Keys are languages times a few option sets; the bound only guards against a runaway caller.
    if (kept.size >= MAX_KEPT) kept.clear();
    format = make();
    kept.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locales, options)`, made once per language and options. */
export function dateTimeFormat(
  locales: string | readonly string[],
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return keep(
    'date',
    locales,
    options,
    () => new Intl.DateTimeFormat(locales as string[], options),
  );
}

/** `new Intl.NumberFormat(locales, options)`, made once per language and options. */
export function numberFormat(
  locales: string | readonly string[],
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return keep(
    'number',
    locales,
    options,
    () => new Intl.NumberFormat(locales as string[], options),
  );
}

/** `new Intl.DisplayNames(locales, options)`, made once per language and options. */
export function displayNames(
  locales: string | readonly string[],
  options: Intl.DisplayNamesOptions,
): Intl.DisplayNames {
  return keep('names', locales, options, () => new Intl.DisplayNames(locales as string[], options));
}
