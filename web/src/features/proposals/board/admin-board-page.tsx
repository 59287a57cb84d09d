/** /admin/proposals, 'Kanban de Propostas': every proposal; admins move them. */
import { BoardPage } from './board-page';

export default function AdminBoardPage() {
  return <BoardPage integratorId={null} />;
}
