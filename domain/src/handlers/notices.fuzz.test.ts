/**
 * Fuzzing the notice callables' handlers like handlers.fuzz.test.ts does the others: each answer is
 * a DomainError with a known code and a message, or a notice that its own schema accepts, addressed as it says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actorsAmong, answer, hostile, now, payloads, RUNS } from '../fuzz-support';
import { noticeInput } from '../schemas/misc';
import { createNotice, deleteNotice, type NoticeTarget } from './notices';

const actors = actorsAmong('admin-1', 'int-1');
const targets: fc.Arbitrary<NoticeTarget> = fc.oneof(
  fc.constant(null),
  fc.record({ id: fc.constantFrom('int-1', 'int-2'), status: fc.constantFrom('aprovado', 'pendente', 'rejeitado'), nome_empresa: fc.string() }),
);
/** The shared hostile values, and image paths outside the notice's own folder. */
const hostileValues = hostile(fc.constantFrom('avisos/outro/imagem.png', 'avisos/n1/../x.png'));
const valid = { noticeId: 'n1', titulo: 'Aviso', conteudo: 'Texto', destinatario_tipo: 'especifico', integrador_id: 'int-1', imagem_path: 'avisos/n1/imagem.png' };

describe('notice handlers under generated payloads', () => {
  it('createNotice: refuses, or stores a valid notice in its own folder for its stated audience', () => {
    fc.assert(
      fc.property(targets, payloads(valid, hostileValues), actors, (target, input, actor) => {
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
      fc.property(fc.oneof(fc.anything(), fc.record({ noticeId: hostileValues })), actors, (input, actor) => {
        const result = answer(() => deleteNotice(input, actor));
        if (result.ok) expect(result.value.imageFolder).toBe(`avisos/${result.value.noticeId}/`);
      }),
      { numRuns: RUNS },
    );
  });
});
