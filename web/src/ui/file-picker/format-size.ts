const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '512 B', '12,3 KB', '4,8 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
