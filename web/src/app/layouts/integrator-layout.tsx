import { AreaLayout, integratorNav } from './area-layout';

export function IntegratorLayout() {
  return <AreaLayout nav={integratorNav} />;
}
