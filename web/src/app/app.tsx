import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { ErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
      <Toaster />
    </ChakraProvider>
  );
}
