// Generated team badges: a team's initials on a colour derived from its name, the same on every
// page and every visit (no image, no request). White initials on a background dark enough for
// WCAG AA (4.5:1) whatever the hue.

export interface TeamBadge {
  /** One or two letters, upper case where the script has case. */
  initials: string;
  /** #rrggbb */
  background: string;
  /** #rrggbb */
  text: string;
}

/** 32-bit FNV-1a of the name's UTF-16 code units: stable and spread over the hues. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Words of a name: letters and digits runs; "(W)", "U21" and the like still count. */
function wordsOf(name: string): string[] {
  return name.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * "Manchester City" → "MC", "Arsenal" → "AR", "Ak Bars Kazan" → "AB", "Натус Винсере" → "НВ";
 * a name without a letter or digit → "?".
 */
export function teamInitials(name: string): string {
  const words = wordsOf(name.trim());
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? Array.from(words[0]!).slice(0, 2)
      : [Array.from(words[0]!)[0]!, Array.from(words[1]!)[0]!];
  return letters.join('').toLocaleUpperCase();
}

/** HSL (hue in degrees, saturation and lightness 0..1) as #rrggbb. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Lightness 30%, saturation 55%: white text passes 4.5:1 on every hue (the test checks all). */
const BADGE_SATURATION = 0.55;
const BADGE_LIGHTNESS = 0.3;

export function teamBadge(name: string): TeamBadge {
  const hue = nameHash(name.trim().toLocaleLowerCase()) % 360;
  return {
    initials: teamInitials(name),
    background: hslToHex(hue, BADGE_SATURATION, BADGE_LIGHTNESS),
    text: '#ffffff',
  };
}
