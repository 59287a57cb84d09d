/**
 * Kanban moves that must say why: the integrator reads the reason on the proposal's details. Kept
 * apart from the zod schema (schemas/proposal-move.ts) so the board can ask without loading zod.
 */
import type { ProposalStatus } from './options';

/**
 * 'finalizada' too (issue 30): a proposal finalises by itself when its last installation milestone
 * is marked; an admin who finalises one by hand says why.
 */
export const statusesNeedingReason: readonly ProposalStatus[] = ['pendente_correcao', 'reprovada', 'finalizada'];

export const needsReason = (status: string): boolean => (statusesNeedingReason as readonly string[]).includes(status);
