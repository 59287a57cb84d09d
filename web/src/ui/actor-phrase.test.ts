import { describe, expect, it } from 'vitest';
import { guestUploadUid } from '@solarcred/domain/customer-link/commands';
import { systemActorId } from '@solarcred/domain/pending-items';
import { actorPhrase } from './actor-phrase';

describe('actorPhrase', () => {
  it('names the system, the reader, the integrator, the customer and anyone else as an administrator', () => {
    const proposal = { integrador_id: 'int-1' };
    expect(actorPhrase(systemActorId, 'u1', proposal)).toBe('automaticamente');
    expect(actorPhrase('u1', 'u1', proposal)).toBe('por você');
    expect(actorPhrase('int-1', 'u1', proposal)).toBe('pelo integrador');
    expect(actorPhrase(guestUploadUid('LinkIdLinkIdLinkId01'), 'u1', proposal)).toBe('pelo cliente');
    expect(actorPhrase('admin-1', null, proposal)).toBe('por um administrador');
  });

  it("names the member who sent the proposal as the integrator, to the company's other readers (issue 29)", () => {
    const proposal = { integrador_id: 'int-1', criado_por: 'seller-1' };
    expect(actorPhrase('seller-1', 'int-1', proposal)).toBe('pelo integrador');
    expect(actorPhrase('seller-1', 'seller-1', proposal)).toBe('por você');
  });
});
