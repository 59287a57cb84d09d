/**
 * The demo's contract work, a chunk of its own loaded with the first contract (or the template's
 * first save): the content, the clauses' template and its default, the PDF renderer (pdf-lib) and
 * the e-mails. Only memory/contracts.ts imports it, lazily, so the demo's first load does not carry it.
 */
export { contractContentOf } from '@solarcred/domain/contract/content';
export { contractReadyMail } from '@solarcred/domain/contract/contract-mails';
export { appendEvidencePage, renderContractPdf } from '@solarcred/domain/contract/pdf';
export { defaultContractTemplate, updateTemplateWrites } from '@solarcred/domain/contract/template';
