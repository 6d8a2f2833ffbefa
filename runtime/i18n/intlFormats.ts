// Intl formatters, kept: building an Intl.DateTimeFormat, NumberFormat or DisplayNames costs far
// more than formatting with one (tens of microseconds against one or two), and a list formats a
// date or a number on every row. One formatter per language and options, made on first use.

const MAX_KEPT = 200;
const formats = new Map<string, unknown>();

/** A maker of `new Make(locales, options)` that keeps one formatter per language and options. */
function kept<O extends object, F>(kind: string, Make: new (locales: string[], options: O) => F) {
  return (locales: string | readonly string[], options: O = {} as O): F => {
    const key = `${kind}|${String(locales)}|${JSON.stringify(options)}`;
    let format = formats.get(key) as F | undefined;
    if (format === undefined) {
      // Keys are languages times a few option sets; the bound only guards against a runaway caller.
      if (formats.size >= MAX_KEPT) formats.clear();
      format = new Make(locales as string[], options);
      formats.set(key, format);
    }
    return format;
  };
}

/** `new Intl.DateTimeFormat(locales, options)`, made once per language and options. */
export const dateTimeFormat = kept<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(
  'date',
  Intl.DateTimeFormat,
);

/** `new Intl.NumberFormat(locales, options)`, made once per language and options. */
export const numberFormat = kept<Intl.NumberFormatOptions, Intl.NumberFormat>(
  'number',
  Intl.NumberFormat,
);

/** `new Intl.DisplayNames(locales, options)`, made once per language and options. */
export const displayNames: (
  locales: string | readonly string[],
  options: Intl.DisplayNamesOptions,
) => Intl.DisplayNames = kept('names', Intl.DisplayNames);
