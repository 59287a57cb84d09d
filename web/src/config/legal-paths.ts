/** The public legal texts' addresses (issue 51), alone: the customer's page links them without the app's route table. */
export const legalPaths = {
  terms: '/termos',
  privacyNotice: '/privacidade',
} as const;
