import { Suspense, lazy } from 'react';
import { LoadingScreen } from '../ui/loading-screen';

const CrashPage = lazy(async () => {
  const [{ ChakraShell }, { CrashScreen }] = await Promise.all([import('./chakra-shell'), import('./crash-screen')]);
  return {
    default: () => (
      <ChakraShell>
        <CrashScreen />
      </ChakraShell>
    ),
  };
});

/** The crash screen, loaded with its design system when something breaks. */
export function CrashFallback() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CrashPage />
    </Suspense>
  );
}
