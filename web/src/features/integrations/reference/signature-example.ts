/** The reference page's verification example (Node.js 18+, no dependency). */
export const signatureExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// body: o corpo cru da requisição (string), antes de qualquer JSON.parse
export function assinaturaValida(body, cabecalho, segredo, agora = Date.now()) {
  const partes = Object.fromEntries(cabecalho.split(',').map((p) => p.split('=')));
  const t = Number(partes.t);
  if (!Number.isFinite(t) || Math.abs(agora / 1000 - t) > 300) return false;
  const esperado = createHmac('sha256', segredo).update(\`\${t}.\${body}\`).digest('hex');
  const recebido = String(partes.v1 ?? '');
  return recebido.length === esperado.length
    && timingSafeEqual(Buffer.from(recebido), Buffer.from(esperado));
}`;
