/** /integrator/kanban, 'Minhas Propostas': the integrator's own proposals, view only. */
import { useSession } from '../../../backend/use-session';
import { LoadingScreen } from '../../../ui/loading-screen';
import { BoardPage } from './board-page';

export default function IntegratorBoardPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  // integradores/{uid}: the integrator's id is its user id (the rules compare integrador_id with it).
  return <BoardPage integratorId={session.user.uid} />;
}
