/** Issue 51 (stub of the contract: the audit part replaces it). */
export default function AuditPage() {
  return <p>Em construção.</p>;
}
