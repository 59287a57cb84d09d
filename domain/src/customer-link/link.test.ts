import { describe, expect, it } from 'vitest';
import { inputLimits } from '../constants';
import { requiredText } from '../fields';
import { validation } from '../messages';
import { proposalStatuses, type ProposalStatus } from '../options';
import { createLinkInput, customerLinkStates, customerProgressOf, customerProgressOptions, expiryOf, linkState, linkValidityDays, type CustomerLinkState } from './link';
import { customerLinkText } from './texts';

const day = 86_400_000;
const created = Date.UTC(2026, 2, 12, 13, 30, 0);
const expires = created + 7 * day;

describe('linkState', () => {
  const at = (revogado: boolean, preenchido: boolean) => ({ revogado_em: revogado ? created + 1_000 : null, preenchido_em: preenchido ? created + 2_000 : null, expira_em: expires });

  // Every combination of revoked × filled × (before, at, after the expiry).
  it.each<[boolean, boolean, number, CustomerLinkState]>([
    [false, false, expires - 1, 'aberto'],
    [false, false, expires, 'expirado'],
    [false, false, expires + day, 'expirado'],
    [false, true, expires - 1, 'preenchido'],
    [false, true, expires, 'preenchido'],
    [false, true, expires + 365 * day, 'preenchido'],
    [true, false, expires - 1, 'revogado'],
    [true, false, expires, 'revogado'],
    [true, false, expires + day, 'revogado'],
    [true, true, expires - 1, 'revogado'],
    [true, true, expires, 'revogado'],
    [true, true, expires + day, 'revogado'],
  ])('revoked=%s, filled=%s at %i is %s', (revogado, preenchido, now, state) => {
    expect(linkState(at(revogado, preenchido), now)).toBe(state);
  });

  it('an open link is open from its creation until one millisecond before expira_em, expired from expira_em on', () => {
    const link = at(false, false);
    expect(linkState(link, created)).toBe('aberto');
    expect(linkState(link, created - day)).toBe('aberto');
    expect(linkState(link, expires - 1)).toBe('aberto');
    expect(linkState(link, expires)).toBe('expirado');
    expect(linkState(link, expires + 1)).toBe('expirado');
  });

  it('revoked wins even when revoked at time 0 (a falsy but non-null instant)', () => {
    expect(linkState({ revogado_em: 0, preenchido_em: 0, expira_em: expires }, created)).toBe('revogado');
    expect(linkState({ revogado_em: null, preenchido_em: 0, expira_em: expires }, expires + 1)).toBe('preenchido');
  });

  it('only ever answers one of the four known states', () => {
    expect(customerLinkStates).toEqual(['aberto', 'preenchido', 'expirado', 'revogado']);
    expect(Object.keys(customerLinkText.stateLabels).sort()).toEqual([...customerLinkStates].sort());
  });
});

describe('expiryOf', () => {
  it('is seven days after the given instant', () => {
    expect(linkValidityDays).toBe(7);
    expect(expiryOf(created)).toBe(expires);
    expect(expiryOf(created) - created).toBe(604_800_000);
    expect(expiryOf(0)).toBe(7 * day);
  });
});

describe('createLinkInput', () => {
  const parse = (input: unknown) => createLinkInput.safeParse(input);
  const issue = (input: unknown) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    return result.error?.issues[0];
  };

  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['(11) 3123-4567', '1131234567'],
    ['  11 98765 4321  ', '11987654321'],
  ])('accepts the phone %j as its digits, with no e-mail', (contato, telefone) => {
    expect(parse({ clienteNome: 'João Pereira', contato })).toEqual({ success: true, data: { clienteNome: 'João Pereira', telefone, email: null } });
  });

  it.each([
    ['joao@exemplo.com.br', 'joao@exemplo.com.br'],
    ['  joao@exemplo.com.br ', 'joao@exemplo.com.br'],
  ])('accepts the e-mail %j (trimmed), with no phone', (contato, email) => {
    expect(parse({ clienteNome: 'João Pereira', contato })).toEqual({ success: true, data: { clienteNome: 'João Pereira', telefone: null, email } });
  });

  it('trims the customer name', () => {
    expect(parse({ clienteNome: '  João Pereira ', contato: '11987654321' }).data?.clienteNome).toBe('João Pereira');
  });

  it.each([[''], ['   '], [undefined], [null], [42]])('an empty or missing contact %j asks for a phone or an e-mail', (contato) => {
    expect(issue({ clienteNome: 'João', contato })).toMatchObject({ path: ['contato'], message: 'Informe o telefone ou o e-mail do cliente' });
  });

  it.each([['123'], ['(11) 9876-543'], ['119876543210'], ['abc'], ['joao@'], ['joao@exemplo'], ['@exemplo.com'], ['joao exemplo@x.com'], ['@']])(
    'a bad phone or e-mail %j asks for a phone with DDD or a valid e-mail',
    (contato) => {
      expect(issue({ clienteNome: 'João', contato })).toMatchObject({ path: ['contato'], message: 'Informe um telefone com DDD ou um e-mail válido' });
    },
  );

  it('refuses an over-long contact with the invalid-contact text', () => {
    const contato = `${'a'.repeat(inputLimits.email)}@x.com`;
    expect(issue({ clienteNome: 'João', contato })).toMatchObject({ path: ['contato'], message: customerLinkText.contactInvalid });
  });

  it.each([[''], ['   '], [undefined], [null]])('an empty name %j gives the required text message', (clienteNome) => {
    const expected = requiredText.safeParse(clienteNome).error?.issues[0]?.message;
    expect(expected).toBe(validation.required);
    expect(issue({ clienteNome, contato: '11987654321' })).toMatchObject({ path: ['clienteNome'], message: expected });
  });

  it('an over-long name gives the required text length message', () => {
    expect(issue({ clienteNome: 'x'.repeat(inputLimits.name + 1), contato: '11987654321' })).toMatchObject({ path: ['clienteNome'], message: validation.nameTooLong });
  });

  it('refuses a payload that is not an object', () => {
    for (const input of [null, undefined, 'João', 42, []]) expect(parse(input).success).toBe(false);
  });
});

describe('customerProgressOf', () => {
  it.each<[ProposalStatus | null, string]>([
    [null, 'recebida'],
    ['enviada', 'em_analise'],
    ['em_analise', 'em_analise'],
    ['corrigida_usuario', 'em_analise'],
    ['pendente_correcao', 'pendencias'],
    ['aprovada', 'aprovada'],
    ['reprovada', 'reprovada'],
    ['finalizada', 'finalizada'],
  ])('%s reads as %s', (status, progress) => {
    expect(customerProgressOf(status)).toBe(progress);
  });

  it('covers every proposal status with a known progress that has a label and a help text', () => {
    const progresses = customerProgressOptions.map((o) => o.value);
    for (const status of [null, ...proposalStatuses]) {
      const progress = customerProgressOf(status);
      expect(progresses).toContain(progress);
      expect(customerLinkText.progressHelp[progress].length).toBeGreaterThan(0);
    }
    expect(proposalStatuses).toHaveLength(7);
  });

  it('a stored status this build does not know reads as the neutral em_analise, never as itself', () => {
    for (const status of ['pendente', 'arquivada', '', 'RECEBIDA', '__proto__']) expect(customerProgressOf(status)).toBe('em_analise');
  });
});
