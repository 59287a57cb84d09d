/** changeMemberRole with 1,000+ generated payloads, callers and targets (issue 29): a known refusal, or a gestor/vendedor role on an active member of the caller's own company. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actors, answer, payloads, RUNS } from '../fuzz-support';
import { titularMember, type Member } from './member';
import { changeMemberRole, roleChangeRequest } from './role-change';
import { invitablePapeis } from './roles';

const seller: Member = { ...titularMember('uid-2', 'Bruno', 'bruno@sol.test', 1), empresa: 'uid-1', papel: 'vendedor' };
const targets = fc.constantFrom<Member | null>(null, seller, { ...seller, ativo: false }, { ...seller, empresa: 'outro' }, titularMember('uid-1', 'Ana', 'ana@sol.test', 1), { ...seller, papel: 'gestor' });

describe('changeMemberRole fuzzing (fast-check)', () => {
  it('refuses, or gives an active gestor or vendedor of the caller\'s own company a role a titular may give, with claims that match', () => {
    fc.assert(
      fc.property(payloads({ uid: 'uid-2', papel: 'gestor' }), actors, targets, (input, actor, target) => {
        const result = answer(() => changeMemberRole(actor, target, roleChangeRequest(input)));
        if (!result.ok) return;
        expect(actor).toMatchObject({ role: 'integrador' });
        expect(target).toMatchObject({ empresa: actor?.uid, ativo: true });
        expect(target?.id).not.toBe(target?.empresa);
        expect(invitablePapeis).toContain(result.value.member.papel);
        expect(result.value.claims).toEqual({ role: 'integrador', empresa: actor?.uid, papel: result.value.member.papel });
        expect({ ...result.value.member, papel: target?.papel }).toEqual(target);
      }),
      { numRuns: RUNS },
    );
  });
});
