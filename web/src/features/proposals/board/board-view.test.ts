import { describe, expect, it } from 'vitest';
import { countsWithMoves, movesNotCounted, type CountedMove } from './board-view';

const move: CountedMove = { from: 'enviada', to: 'em_analise', base: { from: 4, to: 2 } };

describe('the column counts after a move', () => {
  it('show the move until the counters document does', () => {
    const before = { enviada: 4, em_analise: 2, aprovada: 7 };
    expect(countsWithMoves(before, [move])).toEqual({ enviada: 3, em_analise: 3, aprovada: 7 });
    expect(movesNotCounted(before, [move])).toEqual([move]);
  });

  it('are the document once its trigger has counted the move', () => {
    const after = { enviada: 3, em_analise: 3, aprovada: 7 };
    expect(countsWithMoves(after, [move])).toEqual(after);
    expect(movesNotCounted(after, [move])).toEqual([]);
  });

  it('see the trigger by either column, though another move changed the other meanwhile', () => {
    // Someone else moved a card into 'enviada' too: it stayed at 4, but 'em_analise' went up.
    expect(countsWithMoves({ enviada: 4, em_analise: 3 }, [move])).toEqual({ enviada: 4, em_analise: 3 });
  });

  it('know nothing before the document arrives', () => {
    expect(countsWithMoves(null, [move])).toBeNull();
    expect(movesNotCounted(null, [move])).toEqual([]);
  });
});
