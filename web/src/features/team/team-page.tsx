/** /integrator/team: the titular's team (issue 29). Being built: see issue 29. */
export default function TeamPage() {
  return null;
}
