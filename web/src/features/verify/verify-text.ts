/** /verificar's labels beyond the domain's contractText.verify (issue 47). */
export const verifyScreenText = {
  fileLabel: 'PDF do contrato assinado',
  fileHint: 'O arquivo não sai do seu navegador: calculamos aqui a sua impressão digital (SHA-256) e só ela é conferida.',
  or: 'ou',
  failed: 'Não foi possível verificar agora. Tente novamente em instantes.',
  fileOf: (name: string) => `Arquivo: ${name}`,
  home: 'Voltar ao início',
} as const;
