import { UnderConstruction } from '../../ui/under-construction';

export default function Page() {
  return <UnderConstruction title="reset-password" />;
}
