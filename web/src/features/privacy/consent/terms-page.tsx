/** Issue 51 (stub of the contract: the consent part replaces it). */
export default function TermsPage() {
  return <p>Em construção.</p>;
}
