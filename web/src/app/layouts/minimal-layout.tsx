import { AreaLayout } from './area-layout';

export function MinimalLayout() {
  return <AreaLayout nav={null} />;
}
