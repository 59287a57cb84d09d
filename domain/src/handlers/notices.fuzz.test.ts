/**
 * Fuzzing the notice callables' handlers like handlers.fuzz.test.ts does the others: each answer is
 * a DomainError with a known code, or a notice that its own schema accepts, addressed as it says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLimits } from '../constants';
import { DomainError } from '../errors';
import { noticeInput } from '../schemas/misc';
import type { Actor } from './actor';
import { createNotice, deleteNotice, type NoticeTarget } from './notices';

const RUNS = 1_000;
const now = Date.UTC(2026, 10, 1);
const knownCodes = new Set(['unauthenticated', 'permission-denied', 'invalid-argument', 'not-found', 'failed-precondition']);

const actors: fc.Arbitrary<Actor | null> = fc.oneof(
  fc.constant(null),
  fc.record({ uid: fc.constantFrom('admin-1', 'int-1'), role: fc.constantFrom('admin' as const, 'integrador' as const, null) }),
);
const targets: fc.Arbitrary<NoticeTarget> = fc.oneof(
  fc.constant(null),
  fc.record({ id: fc.constantFrom('int-1', 'int-2'), status: fc.constantFrom('aprovado', 'pendente', 'rejeitado'), nome_empresa: fc.string() }),
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string({ minLength: inputLimits.name + 1, maxLength: inputLimits.freeText + 10 }),
  fc.constantFrom('', ' ', '../x', 'avisos/outro/imagem.png', 'avisos/n1/../x.png', '__proto__', null, -1, [], {}),
);
const valid = { noticeId: 'n1', titulo: 'Aviso', conteudo: 'Texto', destinatario_tipo: 'especifico', integrador_id: 'int-1', imagem_path: 'avisos/n1/imagem.png' };
const payloads = fc.oneof(
  fc.anything(),
  fc.constant(valid),
  fc.tuple(fc.constantFrom(...Object.keys(valid)), fc.option(hostile, { nil: undefined })).map(([key, value]) => {
    const copy: Record<string, unknown> = { ...valid };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }),
);

function answer<T>(run: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(knownCodes.has((error as DomainError).code)).toBe(true);
    return { ok: false };
  }
}

describe('notice handlers under generated payloads', () => {
  it('createNotice: refuses, or stores a valid notice in its own folder for its stated audience', () => {
    fc.assert(
      fc.property(targets, payloads, actors, (target, input, actor) => {
        const result = answer(() => createNotice(null, target, input, actor, now));
        if (!result.ok || !result.value) return;
        const notice = result.value;
        expect(actor?.role).toBe('admin');
        expect(noticeInput.safeParse(notice).success).toBe(true);
        if (notice.imagem_path) expect(notice.imagem_path.startsWith(`avisos/${notice.id}/`)).toBe(true);
        expect(notice.audiencia).toEqual(notice.destinatario_tipo === 'todos' ? ['todos'] : [target?.id]);
        if (notice.destinatario_tipo === 'especifico') expect(target?.status).toBe('aprovado');
      }),
      { numRuns: RUNS },
    );
  });

  it('deleteNotice: refuses, or names the notice folder', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ noticeId: hostile })), actors, (input, actor) => {
        const result = answer(() => deleteNotice(input, actor));
        if (result.ok) expect(result.value.imageFolder).toBe(`avisos/${result.value.noticeId}/`);
      }),
      { numRuns: RUNS },
    );
  });
});
