// Input no route may take, whatever its schema says: the request validator refuses it (400,
// reason invalid_field) before any handler, so a route cannot forget it.
import type { ErrorObject } from 'ajv';

/**
 * NUL, and a UTF-16 surrogate without its pair: PostgreSQL text refuses NUL, jsonb refuses both
 * escapes, and a lone surrogate is not text in any encoding the database or a log can hold.
 */
const UNSAFE_CHARACTER =
  /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** `1e309` parses as Infinity; beyond 2^53 integers lose precision and overflow bigint columns. */
function isSafeNumber(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER;
}

/** The rule names refusals carry for these (see errorHandling.ts validationRefusal). */
export const UNSAFE_TEXT_RULE = 'characters';
export const UNSAFE_NUMBER_RULE = 'range';

/**
 * The first string (value or member name) or number in `data` no route may take, as an ajv error
 * naming where it is; undefined when there is none. Iterative, so deep nesting cannot overflow.
 */
export function findUnsafeInput(data: unknown): ErrorObject | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSAFE_CHARACTER.test(value)) return unsafeText(path);
    } else if (typeof value === 'number') {
      if (!isSafeNumber(value)) return unsafeNumber(path, value);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], path: `${path}/${i}` });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, member] = entries[i]!;
        // A bad member name is reported on its object, so the name itself is not echoed back.
        if (UNSAFE_CHARACTER.test(key)) return unsafeText(path, 'must not have member names with');
        stack.push({ value: member, path: `${path}/${escapePointer(key)}` });
      }
    }
  }
  return undefined;
}

function unsafeText(instancePath: string, what = 'must not contain'): ErrorObject {
  return {
    keyword: UNSAFE_TEXT_RULE,
    instancePath,
    schemaPath: '#',
    params: {},
    message: `${what} NUL or unpaired surrogate characters`,
  };
}

function unsafeNumber(instancePath: string, value: number): ErrorObject {
  return {
    keyword: UNSAFE_NUMBER_RULE,
    instancePath,
    schemaPath: '#',
    params: { limit: Number.MAX_SAFE_INTEGER },
    message: Number.isFinite(value)
      ? `must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`
      : 'must be a finite number',
  };
}

/** JSON Pointer escaping of a member name (RFC 6901), as ajv writes instancePath. */
function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
