import { describe, expect, it } from 'vitest';
import { guestUploadUid } from '@solarcred/domain/customer-link/commands';
import { systemActorId } from '@solarcred/domain/pending-items';
import { actorPhrase } from './actor-phrase';

describe('actorPhrase', () => {
  it('names the system, the reader, the integrator, the customer and anyone else as an administrator', () => {
    expect(actorPhrase(systemActorId, 'u1', 'int-1')).toBe('automaticamente');
    expect(actorPhrase('u1', 'u1', 'int-1')).toBe('por você');
    expect(actorPhrase('int-1', 'u1', 'int-1')).toBe('pelo integrador');
    expect(actorPhrase(guestUploadUid('LinkIdLinkIdLinkId01'), 'u1', 'int-1')).toBe('pelo cliente');
    expect(actorPhrase('admin-1', null, 'int-1')).toBe('por um administrador');
  });
});
