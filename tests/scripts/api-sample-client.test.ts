/**
 * The sample client of docs/api.md (scripts/api-sample-client.mjs, issue 52): its `verify`, written
 * with node:crypto only as a partner would, accepts what the domain signs (signWebhook, what
 * deliverWebhook sends) and refuses a tampered body, another secret, an old timestamp and a
 * malformed header; its sample proposal passes the API's create schema.
 */
import { describe, expect, it } from 'vitest';
import { apiCreateProposalBody } from '../../domain/src/api/schemas';
import { signWebhook, webhookBody } from '../../domain/src/api/webhook';
import { proposalAttachmentFolder } from '../../domain/src/storage-names';
import { newProposalId, sampleProposal, verify } from '../../scripts/api-sample-client.mjs';

const secret = 'whsec_Xv3s0m3t3stS3cr3t-0123456789abcdefghijklm';
const now = Date.UTC(2026, 10, 27, 14, 0, 0);
const seconds = Math.floor(now / 1000);
const body = webhookBody({ id: 'evt_0123456789abcdef0123456789abcdef', tipo: 'proposta.status_alterado', seq: 3, criado_em: now, dados: { proposta_id: 'p1', de: 'enviada', para: 'em_analise', motivo: null, alterado_em: new Date(now).toISOString() } });

describe('api-sample-client verify', () => {
  it("accepts the domain's signature of the raw body, as a string or as bytes", () => {
    const header = signWebhook(secret, seconds, body);
    expect(verify(secret, header, body, { now })).toBe(true);
    expect(verify(secret, header, Buffer.from(body, 'utf8'), { now: now + 299_000 })).toBe(true);
  });

  it('refuses a tampered body, another secret, an old or future timestamp and malformed headers', () => {
    const header = signWebhook(secret, seconds, body);
    expect(verify(secret, header, body.replace('em_analise', 'aprovada'), { now })).toBe(false);
    expect(verify(`${secret}x`, header, body, { now })).toBe(false);
    expect(verify(secret, header, body, { now: now + 301_000 })).toBe(false);
    expect(verify(secret, header, body, { now: now - 301_000 })).toBe(false);
    expect(verify(secret, undefined, body, { now })).toBe(false);
    expect(verify(secret, header.replace(/v1=[0-9a-f]+/, 'v1=zz'), body, { now })).toBe(false);
    expect(verify(secret, `t=${seconds}`, body, { now })).toBe(false);
    // A header with the right signature and a decoy still verifies (several v1 during a secret rotation).
    expect(verify(secret, `${header},v1=${'0'.repeat(64)}`, body, { now })).toBe(true);
  });

  it("makes a proposal id and a body the API's create schema accepts", () => {
    const id = newProposalId();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const folder = proposalAttachmentFolder('empresaTitular01', id);
    const parsed = apiCreateProposalBody.safeParse(sampleProposal(id, { rg: `${folder}/anexo_rg_cpf_1773150000000.pdf`, fatura: `${folder}/anexo_fatura_energia_1773150000000.pdf`, holerite: `${folder}/anexo_holerite_1773150000000.pdf` }));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
