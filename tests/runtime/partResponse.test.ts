// A part answer as the runtime reads it: trusted (the server sends only parts its ajv check
// passed), with code dropped and reported, and refused when it is not a part or names another.
import { describe, expect, it } from 'vitest';
import type { ClientReport } from '../../runtime/api/types';
import { checkPartResponse } from '../../runtime/parts/partResponse';

const answer = {
  appName: 'header',
  cssToLoad: [],
  scriptsToLoad: [],
  head: [],
  dictionaries: [],
  body: { widget: 'Stack' },
};

describe('part answers', () => {
  it('reads a well-formed answer as it is, with defaults for what it leaves out', () => {
    const reports: ClientReport[] = [];
    expect(checkPartResponse('header', answer, (r) => reports.push(r))).toEqual({
      ok: true,
      part: answer,
    });
    expect(
      checkPartResponse('header', { appName: 'header', body: { widget: 'Stack' } }, () => {}),
    ).toEqual({ ok: true, part: answer });
    expect(reports).toEqual([]);
  });

  it('drops scripts and code to evaluate, and reports them', () => {
    const reports: ClientReport[] = [];
    const checked = checkPartResponse(
      'header',
      { ...answer, scriptsToLoad: ['/x.js'], codeToEval: 'alert(1)' },
      (r) => reports.push(r),
    );
    expect(checked).toEqual({ ok: true, part: answer });
    expect(reports).toEqual([
      { kind: 'code-to-eval', message: 'part header sent codeToEval; ignored' },
    ]);
  });

  it('refuses an answer that is not an object, or names another part', () => {
    for (const data of [null, [], 'header'])
      expect(checkPartResponse('header', data, () => {})).toEqual({
        ok: false,
        message: 'part header: the answer is not a JSON object',
      });
    expect(checkPartResponse('header', { ...answer, appName: 'footer' }, () => {})).toEqual({
      ok: false,
      message: 'part header: the answer names part footer',
    });
  });
});
