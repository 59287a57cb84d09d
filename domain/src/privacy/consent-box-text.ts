/** The box 'Li e aceito os Termos de Uso e a Política de Privacidade' (issue 51), alone: the customer's page carries only this. */
export const consentBoxText = {
  /** Its two links open in a new tab. */
  box: { before: 'Li e aceito os ', terms: 'Termos de Uso', and: ' e a ', privacy: 'Política de Privacidade' },
  boxLabel: 'Li e aceito os Termos de Uso e a Política de Privacidade',
  boxRequired: 'Para continuar, aceite os Termos de Uso e a Política de Privacidade.',
} as const;
