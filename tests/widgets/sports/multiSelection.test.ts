import { describe, expect, it } from 'vitest';
import { parseSelection, toggleSelection } from '../../../widgets/MultiLive/multiSelection';

describe('multi-live selection', () => {
  it('keeps positive integer ids from the query, once each, at most max', () => {
    expect(parseSelection('3,1,3,x,-2,0,1.5,7,9', 3)).toEqual([3, 1, 7]);
    expect(parseSelection(null, 4)).toEqual([]);
    expect(parseSelection('', 4)).toEqual([]);
  });

  it('adds, removes, and refuses a game beyond max', () => {
    expect(toggleSelection([1, 2], 3, 4)).toEqual([1, 2, 3]);
    expect(toggleSelection([1, 2, 3], 2, 4)).toEqual([1, 3]);
    expect(toggleSelection([1, 2], 3, 2)).toEqual([1, 2]);
  });
});
