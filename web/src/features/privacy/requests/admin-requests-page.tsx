/** Issue 51 (stub of the contract: the requests part replaces it). */
export default function AdminRequestsPage() {
  return <p>Em construção.</p>;
}
