/** The memory comments port runs the addComment callable's handler: idempotent on the comment id. */
import { beforeEach, describe, expect, it } from 'vitest';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposalComments, proposals } from '@solarcred/domain/data/proposals';
import { commentsText } from '@solarcred/domain/messages';
import { memoryAuth } from './auth';
import { memoryComments } from './comments';
import { seedState } from './seed';
import { MemoryStore } from './store';

let store: MemoryStore;
let comments: ReturnType<typeof memoryComments>;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
  comments = memoryComments(store);
  await memoryAuth(store).signIn('admin@solarcred.demo', 'demo123');
});

const firstProposal = () => {
  const proposal = store.collection(proposals)[0];
  if (!proposal) throw new Error('seed has no proposal');
  return proposal;
};
const mailCount = () => store.collection(mailDocuments).length;

describe('memory comments', () => {
  it('a retry after a lost answer stores one comment, counts it once and mails once', async () => {
    const proposal = firstProposal();
    const before = { comments: store.collection(proposalComments(proposal.id)).length, mails: mailCount(), count: proposal.comentarios_count };
    store.loseNextAnswer('addComment');
    await expect(comments.add(proposal.id, 'c-retry', 'Envie a fatura.')).rejects.toThrow();
    await comments.add(proposal.id, 'c-retry', 'Envie a fatura.');
    expect(store.collection(proposalComments(proposal.id)).length).toBe(before.comments + 1);
    expect(store.doc(proposals, proposal.id)?.comentarios_count).toBe(before.count + 1);
    expect(mailCount()).toBe(before.mails + 1);
  });

  it('refuses another text under an id already used', async () => {
    const proposal = firstProposal();
    await comments.add(proposal.id, 'c-taken', 'Primeiro texto');
    await expect(comments.add(proposal.id, 'c-taken', 'Outro texto')).rejects.toThrow(commentsText.idTaken);
  });
});
