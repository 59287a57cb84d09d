/** The dashboard's pending-items card (issue 14). */
export const dashboardPendingTexts = {
  title: 'Pendências para responder',
  caption: 'Propostas com pendências abertas, as mais antigas primeiro',
  empty: 'Nenhuma pendência aberta. Tudo em dia!',
  since: (date: string) => `Aberta desde ${date}`,
} as const;
