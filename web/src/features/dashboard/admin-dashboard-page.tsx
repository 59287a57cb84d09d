import { UnderConstruction } from '../../ui/under-construction';

/** Placeholder until the admin dashboard issue lands. */
export default function AdminDashboardPage() {
  return <UnderConstruction title="Dashboard do Administrador" />;
}
