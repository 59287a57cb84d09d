/** The status clocks' texts (issue 15: the spec has none). */
export const slaText = {
  /** 'há 3 dias' on a card; the details say 'Neste status há'. */
  inStatusFor: (elapsed: string) => `há ${elapsed}`,
  late: 'Atrasada',
  lateTitle: (sla: number) => `Passou do prazo de ${sla} ${sla === 1 ? 'hora útil' : 'horas úteis'} neste status`,
  lateCount: (count: number) => `${count} ${count === 1 ? 'atrasada' : 'atrasadas'}`,
  lateCountLabel: (count: number) => `${count} ${count === 1 ? 'proposta atrasada' : 'propostas atrasadas'} nesta coluna`,
} as const;
