/** Product identity and support contacts: the one place to change them. */
export const product = {
  name: 'SolarCred',
  legalName: 'SolarCred Soluções Financeiras Ltda.',
  tagline: 'Crédito para energia solar, simples para o integrador.',
  support: {
    email: 'suporte@solarcred.com.br',
    phone: '(11) 4002-8922',
    phoneDigits: '1140028922',
    hours: 'Segunda a sexta, das 9h às 18h',
    city: 'São Paulo - SP',
    whatsappNumber: '5511940028922',
    whatsappGreeting: 'Olá! Vim pelo site da SolarCred e gostaria de saber mais sobre a parceria.',
    instagramUrl: 'https://www.instagram.com/solarcred',
  },
  locale: 'pt-BR',
  timeZone: 'America/Sao_Paulo',
  currency: 'BRL',
  region: 'southamerica-east1',
} as const;

/** The chat link with the prefilled greeting (landing chat button). */
export function whatsappLink(): string {
  return `https://wa.me/${product.support.whatsappNumber}?text=${encodeURIComponent(product.support.whatsappGreeting)}`;
}
