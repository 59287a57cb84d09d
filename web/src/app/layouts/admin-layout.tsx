import { AreaLayout, adminNav } from './area-layout';

export function AdminLayout() {
  return <AreaLayout nav={adminNav} />;
}
