/**
 * /integrator/kanban, 'Minhas Propostas': the company's proposals, view only. The titular and a
 * gestor switch between every proposal of the company and their own; a vendedor sees its own.
 */
import { useIntegratorScope } from '../../../ui/scope-switch';
import { PageSkeleton } from '../../../ui/skeleton/page-skeleton';
import { BoardPage } from './board-page';

export default function IntegratorBoardPage() {
  const integrator = useIntegratorScope();
  if (!integrator) return <PageSkeleton shape="board" />;
  return <BoardPage proposals={integrator.scope} scopeSwitch={integrator.scopeSwitch} />;
}
