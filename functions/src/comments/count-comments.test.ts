import { describe, expect, it } from 'vitest';
import { fakeFirestore } from '../testing/fake-firestore';
import { recordCommentEvent, type CommentEvent } from './count-comments';

const event = (id: string, createdAt: number): CommentEvent => ({ id, proposalId: 'p1', document: `propostas/p1/comentarios/${id}`, createdAt });

describe('the comment counter trigger', () => {
  it('counts each event once however often it is delivered, keeping the latest time', async () => {
    const docs = new Map<string, Record<string, unknown>>([['propostas/p1', { comentarios_count: 0, ultimo_comentario_em: null }]]);
    const db = fakeFirestore(docs);
    expect(await recordCommentEvent(db, event('e1', 1_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e1', 1_000))).toBe(false);
    expect(await recordCommentEvent(db, event('e2', 3_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e3', 2_000))).toBe(true);
    expect(await recordCommentEvent(db, event('e2', 3_000))).toBe(false);
    const proposal = docs.get('propostas/p1');
    expect(proposal?.['comentarios_count']).toBe(3);
    expect((proposal?.['ultimo_comentario_em'] as { toMillis(): number }).toMillis()).toBe(3_000);
    expect([...docs.keys()].filter((path) => path.startsWith('stats_events/'))).toHaveLength(3);
  });

  it('does nothing when the proposal is gone', async () => {
    const docs = new Map<string, Record<string, unknown>>();
    expect(await recordCommentEvent(fakeFirestore(docs), event('e1', 1))).toBe(false);
    expect(docs.size).toBe(0);
  });
});
