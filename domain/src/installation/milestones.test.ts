import { describe, expect, it } from 'vitest';
import { files } from '../constants';
import {
  evidenceLimits,
  isLastMilestone,
  isMilestoneEvidencePath,
  markedCount,
  markOf,
  milestoneFileError,
  milestoneIds,
  milestoneLabel,
  milestones,
  previousMilestone,
  protocolError,
  readingError,
  storedEvidenceError,
  type InstallationState,
  type MilestoneMark,
} from './milestones';

const mark = (data: string): MilestoneMark => ({
  estado: 'marcado', data, marcado_por: 'uid-1', marcado_por_tipo: 'integrador', marcado_em: 0, arquivos: [], protocolo: null, leitura_kwh: null, motivo: null,
});

describe('the milestone table', () => {
  it('lists the five milestones in order, each with a label and its evidence', () => {
    expect(milestones.map((m) => m.id)).toEqual(['contrato_assinado', 'equipamento_comprado', 'instalacao_concluida', 'homologacao', 'sistema_conectado']);
    expect(milestones.map((m) => m.label)).toEqual([
      'Contrato assinado',
      'Equipamento comprado',
      'Instalação concluída',
      'Vistoria / homologação na distribuidora',
      'Sistema conectado',
    ]);
    expect(milestones.map((m) => [m.arquivos.kind, m.arquivos.min, m.numero])).toEqual([
      ['documento', 1, null],
      ['documento', 1, null],
      ['foto', 1, null],
      ['documento', 0, 'protocolo'],
      ['documento', 0, 'leitura_kwh'],
    ]);
  });

  it('knows the order', () => {
    expect(previousMilestone('contrato_assinado')).toBeNull();
    expect(previousMilestone('homologacao')).toBe('instalacao_concluida');
    expect(milestoneIds.filter(isLastMilestone)).toEqual(['sistema_conectado']);
    expect(milestoneLabel('homologacao')).toBe('Vistoria / homologação na distribuidora');
    expect(milestoneLabel('outro')).toBe('outro');
  });

  it('reads an undone milestone as not marked', () => {
    const state: InstallationState = {
      aprovada_em: 0,
      marcos: {
        contrato_assinado: mark('2026-03-02'),
        equipamento_comprado: { estado: 'desfeito', desfeito_por: 'admin-1', desfeito_em: 1, motivo: 'NF de outro cliente', anterior: mark('2026-03-03') },
      },
    };
    expect(markOf(state, 'contrato_assinado')?.data).toBe('2026-03-02');
    expect(markOf(state, 'equipamento_comprado')).toBeNull();
    expect(markOf(null, 'contrato_assinado')).toBeNull();
    expect(markedCount(state)).toBe(1);
  });
});

describe('evidence files', () => {
  const file = (name: string, type: string, size = 1024) => ({ name, type, size });

  it('accepts documents as the proposal attachments do, photos only as JPG or PNG', () => {
    expect(milestoneFileError('documento', file('contrato.pdf', 'application/pdf'))).toBeNull();
    expect(milestoneFileError('documento', file('nf.png', 'image/png'))).toBeNull();
    expect(milestoneFileError('documento', file('nf.docx', 'application/msword'))).toBe('Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF');
    expect(milestoneFileError('foto', file('telhado.jpg', 'image/jpeg'))).toBeNull();
    expect(milestoneFileError('foto', file('telhado.pdf', 'application/pdf'))).toBe('Tipo de foto não permitido. Formatos aceitos: JPG, PNG');
    // The attachment folder's storage rules take no WebP, so neither does the picker.
    expect(milestoneFileError('foto', file('telhado.webp', 'image/webp'))).toBe('Tipo de foto não permitido. Formatos aceitos: JPG, PNG');
  });

  it('allows 5 MB exactly and refuses one byte more', () => {
    expect(milestoneFileError('foto', file('a.jpg', 'image/jpeg', files.maxBytes))).toBeNull();
    expect(milestoneFileError('foto', file('a.jpg', 'image/jpeg', files.maxBytes + 1))).toBe('Arquivo deve ter no máximo 5MB');
    expect(storedEvidenceError('documento', { size: files.maxBytes + 1, contentType: 'application/pdf' })).toBe('Arquivo deve ter no máximo 5MB');
  });

  it('trusts a stored content type, never the name', () => {
    expect(storedEvidenceError('documento', { size: 10, contentType: 'application/pdf' })).toBeNull();
    expect(storedEvidenceError('documento', { size: 10, contentType: 'text/html' })).toBe('Tipo de arquivo não permitido. Formatos aceitos: JPG, PNG, PDF');
    expect(storedEvidenceError('foto', { size: 10, contentType: 'IMAGE/PNG' })).toBeNull();
    expect(storedEvidenceError('foto', { size: 10, contentType: 'application/pdf' })).toBe('Tipo de foto não permitido. Formatos aceitos: JPG, PNG');
  });

  it('recognises a milestone file by its folder and name', () => {
    const folder = 'propostas-anexos/uid-1/p1';
    expect(isMilestoneEvidencePath(`${folder}/marco-homologacao-1_1773300000000.pdf`, 'uid-1', 'p1', 'homologacao')).toBe(true);
    expect(isMilestoneEvidencePath(`${folder}/marco-instalacao_concluida-6_1773300000000.jpg`, 'uid-1', 'p1', 'instalacao_concluida')).toBe(true);
    expect(isMilestoneEvidencePath(`${folder}/marco-instalacao_concluida-7_1773300000000.jpg`, 'uid-1', 'p1', 'instalacao_concluida')).toBe(false);
    expect(isMilestoneEvidencePath(`${folder}/marco-homologacao-1_1773300000000.pdf`, 'uid-1', 'p1', 'contrato_assinado')).toBe(false);
    expect(isMilestoneEvidencePath(`${folder}/anexo_rg_cpf_1773300000000.pdf`, 'uid-1', 'p1', 'contrato_assinado')).toBe(false);
    expect(isMilestoneEvidencePath('propostas-anexos/uid-2/p1/marco-homologacao-1_1773300000000.pdf', 'uid-1', 'p1', 'homologacao')).toBe(false);
    expect(isMilestoneEvidencePath(`${folder}/marco-homologacao-1_1773300000000.pdf/../x.pdf`, 'uid-1', 'p1', 'homologacao')).toBe(false);
    expect(isMilestoneEvidencePath(`${folder}/marco-homologacao-1_1773300000000.exe`, 'uid-1', 'p1', 'homologacao')).toBe(false);
  });
});

describe('number evidence', () => {
  it('takes a distributor protocol of 4 to 40 letters and digits', () => {
    for (const ok of ['2026/0001234', 'PRT-12.345', ' 98765 ', 'A1B2']) expect(protocolError(ok)).toBeNull();
    expect(protocolError('   ')).toBe('Informe o número do protocolo na distribuidora.');
    for (const bad of ['123', 'ABCDEF', '-1234', '1234-', '12<34>', 'x'.repeat(40) + '1']) {
      expect(protocolError(bad)).toBe('Protocolo inválido: use de 4 a 40 letras e números (ponto, barra e hífen são aceitos).');
    }
  });

  it('takes a first reading of 1 to 999 999 whole kWh', () => {
    expect(readingError(1)).toBeNull();
    expect(readingError(evidenceLimits.readingMaxKwh)).toBeNull();
    expect(readingError(0)).toBe('Deve ser um número maior que zero');
    expect(readingError(12.5)).toBe('Deve ser um número inteiro válido');
    expect(readingError(Number.NaN)).toBe('Deve ser um número válido');
    expect(readingError(1_000_000)).toBe('A leitura deve ser de até 999.999 kWh.');
  });
});
