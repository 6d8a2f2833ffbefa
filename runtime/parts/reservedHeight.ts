// The height a RemotePart reserves while its part loads (the page must not jump when
// the header, footer or home showcase arrives). Declared in the schema as `minHeight`: pixels, or
// pixels by the smallest viewport width they apply from ({ "0": 86, "1366": 68, "1920": 60 }).

export type ReservedHeight = number | Readonly<Record<string, number>>;

const MAX_PX = 4000;
const WIDTH_KEY = /^(0|[1-9][0-9]{0,4})$/;

/** The JSON Schema of the prop (RemotePart's, runtime/render/builtInWidgets.ts). */
export const RESERVED_HEIGHT_SCHEMA = {
  oneOf: [
    { type: 'integer', minimum: 0, maximum: MAX_PX },
    {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: WIDTH_KEY.source },
      additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_PX },
    },
  ],
} as const;

/** The pixels to reserve at `viewportWidth`: the entry with the largest width not above it. */
export function reservedHeightAt(value: ReservedHeight | undefined, viewportWidth: number): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  let best = -1;
  let px = 0;
  for (const [key, height] of Object.entries(value)) {
    const from = Number(key);
    if (from <= viewportWidth && from > best) {
      best = from;
      px = height;
    }
  }
  return px;
}
