/** Issue 51 (stub of the contract: the guest part replaces it). */
export default function CpfRequestPage() {
  return <p>Em construção.</p>;
}
