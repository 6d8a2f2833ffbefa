// The generated validators (virtual:schema-validators) accept what the runtime builds from a
// part answer, and refuse a broken one.
import { validatePart } from 'virtual:schema-validators';
import { describe, expect, it } from 'vitest';
import { checkPartResponse } from '../../runtime/parts/partResponse';

describe('part answers checked with the generated part validator', () => {
  it('accepts a well-formed answer and refuses a body that is not a widget node', () => {
    const reports: unknown[] = [];
    const good = checkPartResponse(
      'header',
      {
        appName: 'header',
        cssToLoad: [],
        scriptsToLoad: [],
        head: [],
        dictionaries: [],
        body: { widget: 'Stack' },
      },
      validatePart,
      (r) => reports.push(r),
    );
    expect(good.ok).toBe(true);
    const bad = checkPartResponse(
      'header',
      { appName: 'header', body: { widget: 'lowercase' } },
      validatePart,
      () => undefined,
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/^part header: /);
    expect(reports).toEqual([]);
  });
});
