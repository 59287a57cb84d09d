/** Issue 51 (stub of the contract: the consent part replaces it). */
export default function PrivacyNoticePage() {
  return <p>Em construção.</p>;
}
