/** Issue 51 (stub of the contract: the retention part replaces it). The requests page renders it. */
export function RetentionLogCard() {
  return null;
}
