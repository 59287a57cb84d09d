/** /admin/proposals, 'Kanban de Propostas': every proposal; admins move them. */
import { everyProposal } from '@solarcred/domain/team/scope';
import { BoardPage } from './board-page';

export default function AdminBoardPage() {
  return <BoardPage proposals={everyProposal} />;
}
