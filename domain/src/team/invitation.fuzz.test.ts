/** inviteMember with 1,000+ generated payloads and callers (issue 29): a known refusal, or a bounded, valid invitation. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLimits } from '../constants';
import { actors, answer, now, payloads, RUNS } from '../fuzz-support';
import { emailField } from '../schemas/auth';
import { inviteMember } from './invitation';
import { invitablePapeis } from './roles';

const company = { id: 'uid-1', status: 'aprovado', nome_empresa: 'Sol Nascente', email: 'contato@sol.test' };

describe('inviteMember fuzzing (fast-check)', () => {
  it('refuses, or stores an invitation to a valid e-mail with a role a titular may give, for its own company', () => {
    fc.assert(
      fc.property(payloads({ nome: 'Bruno Lima', email: 'bruno@sol.test', papel: 'vendedor' }), actors, (input, actor) => {
        const context = { company, actor, input, now, teamSize: 1, pendingForEmail: false, invitee: { membership: null, ownCompany: null, ownCompanyHasProposals: false } };
        const result = answer(() => inviteMember(context, 'hash'));
        if (!result.ok) return;
        expect(actor).toMatchObject({ uid: 'uid-1', role: 'integrador' });
        expect(emailField.safeParse(result.value.email).success).toBe(true);
        expect(invitablePapeis).toContain(result.value.papel);
        expect(result.value.empresa).toBe('uid-1');
        expect(result.value.email.length).toBeLessThanOrEqual(inputLimits.email);
        expect(result.value.nome?.trim()).toBe(result.value.nome);
        expect(result.value.nome?.length).toBeGreaterThan(0);
        expect(result.value.nome?.length).toBeLessThanOrEqual(120);
      }),
      { numRuns: RUNS },
    );
  });
});
