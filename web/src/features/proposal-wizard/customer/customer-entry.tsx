/**
 * The customer's link page mounted on its own (issue 28): no router, no design system, plain
 * toasts. main.tsx imports this module only on /c/{token}.
 */
import { plainToastsOnly } from '../../../ui/toaster';

export { CustomerPage } from './customer-page';

/** Before the first render: toasts for a page without Chakra, and its title. */
export function prepareCustomerPage(): void {
  plainToastsOnly();
  document.title = 'SolarCred · Solicitação de financiamento';
}
