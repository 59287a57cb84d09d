/**
 * firestore.indexes.json holds a composite index for every query of the audit trail (issue 51):
 * each combination of the page's equality filters (action, actor, company, as
 * domain/src/audit/query.ts builds them) with `em` newest first — the period is a range on `em`
 * itself, which the same index serves — and the titular's card (company and 'documento_aberto').
 * The emulator never asks for indexes, so only this test notices a missing one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditEqualities, emptyAuditFilter } from '@solarcred/domain/audit/query';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { repoPath } from '../emulator-env';

interface IndexField { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING' }
interface Index { collectionGroup: string; queryScope: string; fields: IndexField[] }

const file = JSON.parse(readFileSync(repoPath('firestore.indexes.json'), 'utf8')) as { indexes: Index[] };

/** An index with equality fields `equalities` (any order) then `em` descending. */
const served = (equalities: string[]) =>
  file.indexes.some((index) =>
    index.collectionGroup === auditEntries.path && index.queryScope === 'COLLECTION' && index.fields.length === equalities.length + 1
    && [...index.fields.slice(0, -1).map((field) => field.fieldPath)].sort().join() === [...equalities].sort().join()
    && index.fields.at(-1)?.fieldPath === 'em' && index.fields.at(-1)?.order === 'DESCENDING');

const filters = [null, 'proposta_status'].flatMap((acao) => [null, 'admin-1'].flatMap((ator) => [null, 'empresa-1'].map((integrador_id) => ({ ...emptyAuditFilter, acao, ator, integrador_id } as typeof emptyAuditFilter))));

describe('the audit trail’s indexes', () => {
  it.each(filters.filter((filter) => auditEqualities(filter).length > 0).map((filter) => [auditEqualities(filter).map((e) => e.field).join(' + '), filter] as const))('%s, newest first', (_name, filter) => {
    expect(served(auditEqualities(filter).map((e) => e.field))).toBe(true);
  });

  it("serves the titular's card (its company's openings, newest first)", () => {
    expect(served(['integrador_id', 'acao'])).toBe(true);
  });
});
