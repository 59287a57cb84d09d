/** The team's texts (issue 29): no spec text exists, so they live here once for the screens, callables and tests. */
export const teamText = {
  createdByLabel: 'Criada por',
  createdBy: (name: string) => `Criada por ${name}`,
} as const;
