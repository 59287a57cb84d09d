import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { files } from '../constants';
import { DomainError } from '../errors';
import type { Actor } from '../handlers/actor';
import type { StoredObjectFacts } from '../handlers/integrator-profile';
import { domainErrorOf } from '../test-fixtures';
import { markMilestone, undoMilestone, type MilestoneWrites } from './mark-milestone';
import { markedCount, milestoneIds, type MilestoneId, type ProposalWithInstallation } from './milestones';

const approvedAt = Date.parse('2026-03-02T13:00:00Z'); // 10:00 in São Paulo
const now = Date.parse('2026-03-20T13:00:00Z');
const owner: Actor = { uid: 'uid-1', role: 'integrador' };
const admin: Actor = { uid: 'admin-1', role: 'admin' };
/** The owner's integrator record: approved. */
const callerRecord = { id: 'uid-1', status: 'aprovado' } as const;

const approved = (fields: Partial<ProposalWithInstallation> = {}) =>
  ({ id: 'p1', integrador_id: 'uid-1', status: 'aprovada', status_desde: approvedAt, created_at: 0, ...fields }) as ProposalWithInstallation;

const upload = (marco: MilestoneId, n = 1, extension = 'pdf') => ({
  path: `propostas-anexos/uid-1/p1/marco-${marco}-${n}_1773300000000.${extension}`,
  nome: `${marco}-${n}.${extension}`,
  tamanho: 2048,
  tipo: extension === 'pdf' ? 'application/pdf' : 'image/jpeg',
});

/** The bucket: every path holds a 2 KB object typed by its extension. */
const bucket: StoredObjectFacts = (path) => ({ size: 2048, contentType: path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });

const valid: Record<MilestoneId, Record<string, unknown>> = {
  contrato_assinado: { propostaId: 'p1', marco: 'contrato_assinado', data: '2026-03-03', arquivos: [upload('contrato_assinado')] },
  equipamento_comprado: { propostaId: 'p1', marco: 'equipamento_comprado', data: '2026-03-05', arquivos: [upload('equipamento_comprado')] },
  instalacao_concluida: {
    propostaId: 'p1',
    marco: 'instalacao_concluida',
    data: '2026-03-12',
    arquivos: [upload('instalacao_concluida', 1, 'jpg'), upload('instalacao_concluida', 2, 'jpg')],
  },
  homologacao: { propostaId: 'p1', marco: 'homologacao', data: '2026-03-13', protocolo: ' 2026/0001234 ' },
  sistema_conectado: { propostaId: 'p1', marco: 'sistema_conectado', data: '2026-03-19', leituraKwh: 152 },
};

const apply = (proposal: ProposalWithInstallation, writes: MilestoneWrites): ProposalWithInstallation => ({ ...proposal, ...writes.proposal });

/** The proposal after the owner marked the first `count` milestones. */
function markedThrough(count: number, proposal = approved()): ProposalWithInstallation {
  return milestoneIds.slice(0, count).reduce((current, id) => apply(current, markMilestone(current, valid[id], owner, now, bucket, callerRecord)), proposal);
}

const refusal = (fn: () => unknown) => {
  const error = domainErrorOf(fn);
  return [error.code, error.message];
};
const markRefusal = (input: Record<string, unknown>, proposal = approved(), actor: Actor | null = owner, at = now, facts: StoredObjectFacts | null = bucket) =>
  refusal(() => markMilestone(proposal, input, actor, at, facts, callerRecord));

describe('markMilestone: who and when', () => {
  it('refuses an owner whose own record is no longer approved', () => {
    const error = domainErrorOf(() => markMilestone(approved(), valid.contrato_assinado, owner, now, bucket, { id: 'uid-1', status: 'em_analise' }));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Você não pode marcar os marcos da instalação desta proposta.']);
  });
  it('refuses anonymous callers, other integrators and callers without a role', () => {
    expect(domainErrorOf(() => markMilestone(approved(), valid.contrato_assinado, null, now, bucket, callerRecord)).code).toBe('unauthenticated');
    const notAllowed = ['permission-denied', 'Você não pode marcar os marcos da instalação desta proposta.'];
    expect(markRefusal(valid.contrato_assinado, approved(), { uid: 'uid-2', role: 'integrador' })).toEqual(notAllowed);
    expect(markRefusal(valid.contrato_assinado, approved(), { uid: 'uid-1', role: null })).toEqual(notAllowed);
  });

  it('answers not-found for a missing proposal or another id', () => {
    expect(refusal(() => markMilestone(null, valid.contrato_assinado, owner, now, bucket, callerRecord))).toEqual(['not-found', 'Proposta não encontrada']);
    expect(markRefusal({ ...valid.contrato_assinado, propostaId: 'p2' })).toEqual(['not-found', 'Proposta não encontrada']);
  });

  it('asks the admin for a reason', () => {
    const error = domainErrorOf(() => markMilestone(approved(), { ...valid.contrato_assinado, motivo: '  ' }, admin, now, bucket, callerRecord));
    expect([error.code, error.message, error.fields]).toEqual(['invalid-argument', 'Informe o motivo.', { motivo: 'Informe o motivo.' }]);
  });

  it('refuses a proposal that is not approved', () => {
    for (const status of ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'reprovada', 'finalizada', '']) {
      expect(markRefusal(valid.contrato_assinado, approved({ status }))).toEqual([
        'failed-precondition',
        'Os marcos da instalação só podem ser marcados em propostas aprovadas.',
      ]);
    }
  });

  it('refuses a milestone out of order', () => {
    expect(markRefusal(valid.equipamento_comprado)).toEqual(['failed-precondition', 'Marque antes o marco "Contrato assinado".']);
    expect(markRefusal(valid.sistema_conectado, markedThrough(3))).toEqual([
      'failed-precondition',
      'Marque antes o marco "Vistoria / homologação na distribuidora".',
    ]);
  });

  it('refuses marking a milestone twice', () => {
    expect(markRefusal({ ...valid.contrato_assinado, data: '2026-03-04' }, markedThrough(1))).toEqual([
      'already-exists',
      'O marco "Contrato assinado" já foi marcado em 03/03/2026.',
    ]);
  });
});

describe('markMilestone: the date', () => {
  const dateRefusal = (data: unknown, proposal = approved(), at = now) => {
    const error = domainErrorOf(() => markMilestone(proposal, { ...valid.contrato_assinado, data }, owner, at, bucket, callerRecord));
    return [error.code, error.message, error.fields?.data];
  };

  it('refuses a date that is not a real YYYY-MM-DD day', () => {
    for (const data of ['2026-02-30', '03/03/2026', '2026-3-3', '', 42, null]) {
      expect(dateRefusal(data)).toEqual(['invalid-argument', 'Data inválida', 'Data inválida']);
    }
  });

  it('refuses a date in the future, in São Paulo’s calendar', () => {
    expect(dateRefusal('2026-03-21')).toEqual(['invalid-argument', 'Data não pode ser futura', 'Data não pode ser futura']);
    // 22:30 on the 20th in São Paulo is already the 21st in UTC: the 21st is still the future.
    const evening = Date.parse('2026-03-21T01:30:00Z');
    expect(dateRefusal('2026-03-21', approved(), evening)).toEqual(['invalid-argument', 'Data não pode ser futura', 'Data não pode ser futura']);
    expect(markMilestone(approved(), { ...valid.contrato_assinado, data: '2026-03-20' }, owner, evening, bucket, callerRecord).history.marco.data).toBe('2026-03-20');
  });

  it('refuses a date before the approval day, in São Paulo’s calendar', () => {
    const message = 'A data não pode ser anterior à aprovação da proposta (02/03/2026).';
    expect(dateRefusal('2026-03-01')).toEqual(['invalid-argument', message, message]);
    // Approved at 23:00 on 1 March in São Paulo (already the 2nd in UTC): the 1st is the approval day.
    const lateApproval = approved({ status_desde: Date.parse('2026-03-02T02:00:00Z') });
    expect(markMilestone(lateApproval, { ...valid.contrato_assinado, data: '2026-03-01' }, owner, now, bucket, callerRecord).history.marco.data).toBe('2026-03-01');
  });

  it('refuses a date before the previous milestone’s', () => {
    const message = 'A data não pode ser anterior à do marco "Contrato assinado" (03/03/2026).';
    const error = domainErrorOf(() => markMilestone(markedThrough(1), { ...valid.equipamento_comprado, data: '2026-03-02' }, owner, now, bucket, callerRecord));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    expect(markMilestone(markedThrough(1), { ...valid.equipamento_comprado, data: '2026-03-03' }, owner, now, bucket, callerRecord).history.marco.data).toBe('2026-03-03');
  });
});

describe('markMilestone: the evidence', () => {
  const evidenceRefusal = (input: Record<string, unknown>, proposal = approved(), facts: StoredObjectFacts | null = bucket) => {
    const error = domainErrorOf(() => markMilestone(proposal, input, owner, now, facts, callerRecord));
    return [error.code, error.message, Object.keys(error.fields ?? {})];
  };

  it('asks for the files each milestone needs, within its count', () => {
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: [] })).toEqual(['invalid-argument', 'Anexe o comprovante deste marco.', ['arquivos']]);
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: undefined })).toEqual(['invalid-argument', 'Anexe o comprovante deste marco.', ['arquivos']]);
    const twoContracts = [upload('contrato_assinado', 1), upload('contrato_assinado', 2)];
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: twoContracts })).toEqual(['invalid-argument', 'Envie apenas um arquivo.', ['arquivos']]);
    expect(evidenceRefusal({ ...valid.instalacao_concluida, arquivos: [] }, markedThrough(2))).toEqual([
      'invalid-argument',
      'Envie ao menos uma foto da instalação.',
      ['arquivos'],
    ]);
    const sevenPhotos = Array.from({ length: 7 }, (_, i) => upload('instalacao_concluida', (i % 6) + 1, 'jpg'));
    expect(evidenceRefusal({ ...valid.instalacao_concluida, arquivos: sevenPhotos }, markedThrough(2))).toEqual([
      'invalid-argument',
      'Envie no máximo 6 arquivos.',
      ['arquivos'],
    ]);
  });

  it('refuses a file of the wrong type, by what the bucket stored', () => {
    const html: StoredObjectFacts = () => ({ size: 2048, contentType: 'text/html' });
    expect(evidenceRefusal(valid.contrato_assinado, approved(), html)).toEqual([
      'invalid-argument',
      'Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF',
      ['arquivos'],
    ]);
    const pdf: StoredObjectFacts = () => ({ size: 2048, contentType: 'application/pdf' });
    expect(evidenceRefusal(valid.instalacao_concluida, markedThrough(2), pdf)).toEqual([
      'invalid-argument',
      'Tipo de foto não permitido. Formatos aceitos: JPG, PNG',
      ['arquivos'],
    ]);
    // Without a bucket to ask (memory adapter), the client's declared type is checked the same way.
    const declaredHtml = { ...valid.contrato_assinado, arquivos: [{ ...upload('contrato_assinado'), tipo: 'text/html' }] };
    expect(evidenceRefusal(declaredHtml, approved(), null)[1]).toBe('Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF');
  });

  it('refuses a file over 5 MB, declared or stored', () => {
    const declared = { ...valid.contrato_assinado, arquivos: [{ ...upload('contrato_assinado'), tamanho: files.maxBytes + 1 }] };
    expect(evidenceRefusal(declared)[0]).toBe('invalid-argument');
    expect(evidenceRefusal(declared)[1]).toBe('Arquivo deve ter no máximo 5MB');
    const huge: StoredObjectFacts = () => ({ size: files.maxBytes + 1, contentType: 'application/pdf' });
    expect(evidenceRefusal(valid.contrato_assinado, approved(), huge)).toEqual(['invalid-argument', 'Arquivo deve ter no máximo 5MB', ['arquivos']]);
  });

  it('refuses a file not uploaded for this milestone of this proposal, twice the same file, or one never uploaded', () => {
    const foreign = 'O arquivo deve ter sido enviado para este marco desta proposta.';
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: [upload('equipamento_comprado')] })[1]).toBe(foreign);
    const otherProposal = { ...upload('contrato_assinado'), path: 'propostas-anexos/uid-1/p2/marco-contrato_assinado-1_1773300000000.pdf' };
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: [otherProposal] })[1]).toBe(foreign);
    const attachment = { ...upload('contrato_assinado'), path: 'propostas-anexos/uid-1/p1/anexo_rg_cpf_1773300000000.pdf' };
    expect(evidenceRefusal({ ...valid.contrato_assinado, arquivos: [attachment] })[1]).toBe(foreign);
    const same = upload('instalacao_concluida', 1, 'jpg');
    expect(evidenceRefusal({ ...valid.instalacao_concluida, arquivos: [same, same] }, markedThrough(2))[1]).toBe('O mesmo arquivo foi enviado mais de uma vez.');
    expect(evidenceRefusal(valid.contrato_assinado, approved(), () => null)).toEqual([
      'failed-precondition',
      'O arquivo contrato_assinado-1.pdf não foi encontrado. Envie-o novamente.',
      ['arquivos'],
    ]);
  });

  it('asks for the distributor’s protocol and the first reading', () => {
    const afterInstallation = markedThrough(3);
    expect(evidenceRefusal({ ...valid.homologacao, protocolo: undefined }, afterInstallation)).toEqual([
      'invalid-argument',
      'Informe o número do protocolo na distribuidora.',
      ['protocolo'],
    ]);
    expect(evidenceRefusal({ ...valid.homologacao, protocolo: 'ABC' }, afterInstallation)[1]).toBe(
      'Protocolo inválido: use de 4 a 40 letras e números (ponto, barra e hífen são aceitos).',
    );
    const afterProtocol = markedThrough(4);
    expect(evidenceRefusal({ ...valid.sistema_conectado, leituraKwh: null }, afterProtocol)).toEqual([
      'invalid-argument',
      'Informe a primeira leitura do medidor, em kWh.',
      ['leituraKwh'],
    ]);
    expect(evidenceRefusal({ ...valid.sistema_conectado, leituraKwh: '152' }, afterProtocol)[1]).toBe('Deve ser um número válido');
    expect(evidenceRefusal({ ...valid.sistema_conectado, leituraKwh: 0 }, afterProtocol)[1]).toBe('Deve ser um número maior que zero');
    expect(evidenceRefusal({ ...valid.sistema_conectado, leituraKwh: 1_000_000 }, afterProtocol)[1]).toBe('A leitura deve ser de até 999.999 kWh.');
  });
});

describe('markMilestone: the writes', () => {
  it('stores the mark with the bucket’s size and type, and adds a history entry without a status change', () => {
    const lying = { ...valid.contrato_assinado, protocolo: '2026/0001', leituraKwh: 5, motivo: 'ignorado', arquivos: [{ ...upload('contrato_assinado'), tamanho: 1, tipo: 'image/png' }] };
    expect(markMilestone(approved(), lying, owner, now, bucket, callerRecord)).toEqual({
      proposal: {
        instalacao: {
          aprovada_em: approvedAt,
          marcos: {
            contrato_assinado: {
              estado: 'marcado',
              data: '2026-03-03',
              marcado_por: 'uid-1',
              marcado_por_tipo: 'integrador',
              marcado_em: now,
              arquivos: [{ ...upload('contrato_assinado'), tamanho: 2048, tipo: 'application/pdf', enviado_em: now }],
              protocolo: null,
              leitura_kwh: null,
              motivo: null,
            },
          },
        },
        updated_at: now,
      },
      history: {
        de: 'aprovada',
        para: 'aprovada',
        por: 'uid-1',
        motivo: null,
        em: now,
        marco: { acao: 'marcado', marco: 'contrato_assinado', data: '2026-03-03', motivo: null },
      },
    });
  });

  it('keeps the other marks, the protocol and the reading', () => {
    const afterProtocol = markedThrough(4);
    expect(Object.keys(afterProtocol.instalacao?.marcos ?? {})).toEqual(milestoneIds.slice(0, 4));
    expect(afterProtocol.instalacao?.marcos.homologacao).toMatchObject({ protocolo: '2026/0001234', arquivos: [] });
    expect(afterProtocol.status).toBe('aprovada');
  });

  it('records the admin’s mark with its reason', () => {
    const writes = markMilestone(approved(), { ...valid.contrato_assinado, motivo: ' Contrato enviado por e-mail ' }, admin, now, bucket, callerRecord);
    expect(writes.proposal.instalacao.marcos.contrato_assinado).toMatchObject({ marcado_por: 'admin-1', marcado_por_tipo: 'admin', motivo: 'Contrato enviado por e-mail' });
    expect(writes.history).toMatchObject({ por: 'admin-1', motivo: 'Contrato enviado por e-mail', marco: { motivo: 'Contrato enviado por e-mail' } });
  });

  it('finalises the proposal with the last mark, as a status change', () => {
    const writes = markMilestone(markedThrough(4), valid.sistema_conectado, owner, now, bucket, callerRecord);
    expect(writes.proposal).toMatchObject({ status: 'finalizada', status_desde: now, status_motivo: null, updated_at: now });
    expect(writes.proposal.instalacao.marcos.sistema_conectado).toMatchObject({ leitura_kwh: 152 });
    expect(writes.history).toEqual({
      de: 'aprovada',
      para: 'finalizada',
      por: 'uid-1',
      motivo: 'todos os marcos da instalação concluídos',
      em: now,
      marco: { acao: 'marcado', marco: 'sistema_conectado', data: '2026-03-19', motivo: null },
    });
  });
});

describe('undoMilestone', () => {
  const undo = (marco: MilestoneId, motivo = 'Nota fiscal de outro cliente') => ({ propostaId: 'p1', marco, motivo });

  it('is for admins, with a reason', () => {
    expect(refusal(() => undoMilestone(markedThrough(1), undo('contrato_assinado'), owner, now))).toEqual([
      'permission-denied',
      'Apenas administradores podem realizar esta ação.',
    ]);
    for (const motivo of [undefined, null, '', '   ']) {
      const input = { propostaId: 'p1', marco: 'contrato_assinado', motivo };
      expect(refusal(() => undoMilestone(markedThrough(1), input, admin, now))).toEqual(['invalid-argument', 'Informe o motivo.']);
    }
  });

  it('refuses a proposal neither approved nor finalised, a milestone not marked, and one with a later mark', () => {
    const moved = { ...markedThrough(1), status: 'em_analise' };
    expect(refusal(() => undoMilestone(moved, undo('contrato_assinado'), admin, now))).toEqual([
      'failed-precondition',
      'Só é possível desfazer marcos de propostas aprovadas ou finalizadas.',
    ]);
    expect(refusal(() => undoMilestone(markedThrough(1), undo('equipamento_comprado'), admin, now))).toEqual([
      'failed-precondition',
      'O marco "Equipamento comprado" não está marcado.',
    ]);
    expect(refusal(() => undoMilestone(approved(), undo('contrato_assinado'), admin, now))).toEqual([
      'failed-precondition',
      'O marco "Contrato assinado" não está marcado.',
    ]);
    expect(refusal(() => undoMilestone(markedThrough(3), undo('contrato_assinado'), admin, now))).toEqual([
      'failed-precondition',
      'Desfaça antes o marco "Instalação concluída".',
    ]);
  });

  it('keeps the undone mark and records the step; the milestone can be marked again', () => {
    const before = markedThrough(2);
    const writes = undoMilestone(before, undo('equipamento_comprado'), admin, now + 1);
    expect(writes.proposal.instalacao.marcos.equipamento_comprado).toEqual({
      estado: 'desfeito',
      desfeito_por: 'admin-1',
      desfeito_em: now + 1,
      motivo: 'Nota fiscal de outro cliente',
      anterior: before.instalacao?.marcos.equipamento_comprado,
    });
    expect(writes.history).toEqual({
      de: 'aprovada',
      para: 'aprovada',
      por: 'admin-1',
      motivo: 'Nota fiscal de outro cliente',
      em: now + 1,
      marco: { acao: 'desfeito', marco: 'equipamento_comprado', data: '2026-03-05', motivo: 'Nota fiscal de outro cliente' },
    });
    const after = apply(before, writes);
    expect(markedCount(after.instalacao)).toBe(1);
    const again = markMilestone(after, { ...valid.equipamento_comprado, data: '2026-03-06' }, owner, now + 2, bucket, callerRecord);
    expect(again.proposal.instalacao.marcos.equipamento_comprado).toMatchObject({ estado: 'marcado', data: '2026-03-06' });
  });

  it('moves a finalised proposal back to approved, keeping the approval day for the next mark', () => {
    const finalised = markedThrough(5);
    expect(finalised.status).toBe('finalizada');
    const writes = undoMilestone(finalised, undo('sistema_conectado', 'Leitura de outro medidor'), admin, now + 1);
    expect(writes.proposal).toMatchObject({ status: 'aprovada', status_desde: now + 1, status_motivo: null });
    expect(writes.history).toMatchObject({ de: 'finalizada', para: 'aprovada', motivo: 'Leitura de outro medidor' });
    const reopened = apply(finalised, writes);
    // status_desde is now the reopening, but the dates still count from the approval (2 March).
    expect(() => markMilestone(reopened, { ...valid.sistema_conectado, data: '2026-03-01' }, owner, now + 2, bucket, callerRecord)).toThrow(
      'A data não pode ser anterior à aprovação da proposta (02/03/2026).',
    );
    expect(markMilestone(reopened, valid.sistema_conectado, owner, now + 2, bucket, callerRecord).proposal.status).toBe('finalizada');
  });
});

describe('milestone commands (fast-check)', () => {
  const knownCodes = new Set(['unauthenticated', 'permission-denied', 'invalid-argument', 'not-found', 'failed-precondition', 'already-exists']);
  const milestone = fc.constantFrom(...milestoneIds);
  const command = fc.oneof(
    fc.record({ kind: fc.constant('mark' as const), marco: milestone, actor: fc.constantFrom(owner, admin, { uid: 'uid-2', role: 'integrador' as const }) }),
    fc.record({ kind: fc.constant('undo' as const), marco: milestone, actor: fc.constantFrom(owner, admin) }),
    fc.record({ kind: fc.constant('hostile' as const), marco: milestone, actor: fc.constantFrom(owner, admin), input: fc.anything() }),
  );

  it('keeps the marks a prefix of the order, and finalised exactly when all are marked', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        let proposal = approved();
        for (const [i, step] of commands.entries()) {
          const at = now + i;
          const input =
            step.kind === 'hostile'
              ? step.input
              : step.kind === 'mark'
                ? { ...valid[step.marco], motivo: 'pelo admin' }
                : { propostaId: 'p1', marco: step.marco, motivo: 'revisão' };
          try {
            const writes = step.kind === 'undo' ? undoMilestone(proposal, input, step.actor, at) : markMilestone(proposal, input, step.actor, at, bucket, callerRecord);
            proposal = apply(proposal, writes);
            expect(writes.history.em).toBe(at);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect(knownCodes.has((error as DomainError).code)).toBe(true);
            expect((error as DomainError).message).not.toBe('');
          }
          const marked = milestoneIds.map((id) => proposal.instalacao?.marcos[id]?.estado === 'marcado');
          expect(marked.indexOf(false) === -1 || !marked.slice(marked.indexOf(false)).includes(true)).toBe(true);
          expect(proposal.status === 'finalizada').toBe(marked.every(Boolean));
        }
      }),
      { numRuns: 300 },
    );
  });
});
