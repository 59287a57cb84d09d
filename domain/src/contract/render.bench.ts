/**
 * Issue 47's budget: a 120-installment contract renders in under 2 s and weighs under 1 MB (the
 * size is checked by pdf.test.ts; this measures the time). Run with
 * `npx vitest bench --project domain --run domain/src/contract` (a benchmark, not a timed test).
 */
import { bench } from 'vitest';
import { contractContentOf } from './content';
import { appendEvidencePage, renderContractPdf } from './pdf';
import { defaultContractTemplate } from './template';
import { approvedAt, approvedProposal } from './test-contract';

const proposal = approvedProposal({ prazo: 120, carencia: 6, valorSistema: 400_000_00, entrada: 0 });
const content = contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now: approvedAt });
const unsigned = await renderContractPdf(content);
const evidence = {
  nome_digitado: 'João Pereira', email_mascarado: 'j**o@e**********.br', sha256_documento: '0'.repeat(64), codigo_verificado_em: approvedAt, assinado_em: approvedAt,
  ip: '203.0.113.9', user_agent: 'Mozilla/5.0', link_id: 'link-1', codigo_verificacao: 'SC7K-2M9Q-4XHP', provedor: 'interno' as const,
};

bench(`render the unsigned contract: 120 installments, 6 months of grace (${unsigned.length} bytes)`, async () => {
  await renderContractPdf(content);
});

bench('append the evidence page to it (the signature)', async () => {
  await appendEvidencePage(unsigned, content, evidence);
});
