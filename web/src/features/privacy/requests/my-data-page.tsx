/** Issue 51 (stub of the contract: the requests part replaces it). */
export default function MyDataPage() {
  return <p>Em construção.</p>;
}
