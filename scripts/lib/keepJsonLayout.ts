// Serializes a changed JSON document so that Prettier lays it out as the original file was laid
// out: an object written across lines in the original stays across lines, one written on one
// line stays there (Prettier keeps an object expanded when its first key starts a new line).
// New objects start on one line and Prettier breaks them when they do not fit.
import { jsonPositions } from '../../app/studio/editor/jsonPositions';
import { pointerJoin } from '../../runtime/schema';

/** JSON text of `value` for Prettier to format, object layout taken from `originalText`. */
export function keepJsonLayout(value: unknown, originalText: string): string {
  const positions = jsonPositions(originalText);
  const expanded = (pointer: string): boolean => {
    const span = positions.get(pointer);
    if (!span || originalText[span.from] !== '{') return false;
    const firstKey = originalText.indexOf('"', span.from);
    return (
      firstKey !== -1 &&
      firstKey < span.to &&
      originalText.slice(span.from, firstKey).includes('\n')
    );
  };
  const write = (v: unknown, pointer: string): string => {
    if (Array.isArray(v))
      return `[${v.map((item, i) => write(item, pointerJoin(pointer, i))).join(', ')}]`;
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    const members = Object.entries(v).map(
      ([key, item]) => `${JSON.stringify(key)}: ${write(item, pointerJoin(pointer, key))}`,
    );
    if (members.length === 0) return '{}';
    return expanded(pointer) ? `{\n${members.join(',\n')}\n}` : `{ ${members.join(', ')} }`;
  };
  return write(value, '');
}
