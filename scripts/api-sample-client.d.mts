/** Types of api-sample-client.mjs for its test (tests/scripts/api-sample-client.test.ts). */
export const TOLERANCE_SECONDS: number;
export function verify(secret: string, header: string | undefined | null, body: string | Uint8Array, options?: { now?: number; toleranceSeconds?: number }): boolean;
export function newProposalId(): string;
export function sampleProposal(id: string, paths: { rg: string; fatura: string; holerite: string }): { id: string; proposta: Record<string, Record<string, unknown>> };
