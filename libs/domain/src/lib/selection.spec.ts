import { EMPTY_SELECTION, isRowSelectable, toggleRowSelection } from './selection';
import type { RowSelection } from './selection';

function run(steps: [number, boolean][]): RowSelection {
  return steps.reduce((s, [key, isPaid]) => toggleRowSelection(s, key, isPaid), EMPTY_SELECTION);
}

describe('bulk selection', () => {
  it.each<[string, [number, boolean][], RowSelection]>([
    ['first unpaid row fixes unpaid mode', [[1, false]], { mode: 'unpaid', keys: [1] }],
    ['first paid row fixes paid mode', [[2, true]], { mode: 'paid', keys: [2] }],
    [
      'rows of the other kind are ignored',
      [
        [1, false],
        [2, true],
        [3, false],
      ],
      { mode: 'unpaid', keys: [1, 3] },
    ],
    [
      'unselecting keeps the mode while rows remain',
      [
        [1, false],
        [3, false],
        [1, false],
      ],
      { mode: 'unpaid', keys: [3] },
    ],
    [
      'the mode clears when the selection empties',
      [
        [1, false],
        [1, false],
      ],
      { mode: null, keys: [] },
    ],
    [
      'a new mode can start after clearing',
      [
        [1, false],
        [1, false],
        [2, true],
      ],
      { mode: 'paid', keys: [2] },
    ],
  ])('%s', (_label, steps, expected) => {
    expect(run(steps)).toEqual(expected);
  });

  it.each<[RowSelection, boolean, boolean]>([
    [EMPTY_SELECTION, true, true],
    [EMPTY_SELECTION, false, true],
    [{ mode: 'unpaid', keys: [1] }, false, true],
    [{ mode: 'unpaid', keys: [1] }, true, false],
    [{ mode: 'paid', keys: [1] }, false, false],
  ])('isRowSelectable(%p, paid=%p) = %p', (selection, isPaid, expected) => {
    expect(isRowSelectable(selection, isPaid)).toBe(expected);
  });
});
