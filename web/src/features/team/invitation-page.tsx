/** /convite/{token}: joining a company's team (issue 29). Being built: see issue 29. */
export default function InvitationPage() {
  return null;
}
