// A password typed in the Russian or Arabic layout on a QWERTY keyboard is a Latin password in
// disguise: 'Пароль' is the keys of 'gfhjkm', 'йцукен' those of 'qwerty', and attackers try
// exactly those. The strength estimator's common lists are Latin, so it also scores the keys.

/** Each layout: its characters and the US-layout keys that type them, position by position. */
const LAYOUTS: readonly (readonly [chars: string, keys: string])[][] = [
  // Russian ЙЦУКЕН (the PC layout), unshifted and shifted.
  [
    ['ёйцукенгшщзхъфывапролджэячсмитьбю', "`qwertyuiop[]asdfghjkl;'zxcvbnm,."],
    ['ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ', '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>'],
  ],
  // Arabic (101), unshifted letters; the 'b' key types the لا ligature, two letters, left out.
  [['ذضصثقفغعهخحجدشسيبلاتنمكطئءؤرىةوزظ', "`qwertyuiop[]asdfghjkl;'zxcvnm,./"]],
];

/** Per layout, each character's key. */
const KEY_OF: readonly Map<string, string>[] = LAYOUTS.map(
  (rows) =>
    new Map(rows.flatMap(([chars, keys]) => [...chars].map((char, i) => [char, keys[i] ?? char]))),
);

/**
 * The QWERTY keys a password was typed with, for each layout it uses characters of (none for a
 * Latin password); characters outside the layout stay as they are.
 */
export function latinKeysOf(password: string): string[] {
  const variants = new Set<string>();
  for (const keys of KEY_OF) {
    const chars = [...password];
    if (!chars.some((char) => keys.has(char))) continue;
    variants.add(chars.map((char) => keys.get(char) ?? char).join(''));
  }
  return [...variants];
}
