import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor poll for their condition and return as soon as it holds: the bound only stops a
// stuck one. Testing Library's 1 s default failed a component test on a loaded 2-core machine
// (the unit tier runs beside the browser tier), so it is the browser tiers' page budget instead.
configure({ asyncUtilTimeout: 10_000 });
