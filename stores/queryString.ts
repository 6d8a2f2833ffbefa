/** A query string of the defined values only, in a stable order. */
export function queryString(
  values: Readonly<Record<string, string | number | boolean | undefined>>,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
