/** What partner integrators say (the carousel shows landing.testimonials of them). */
export interface Testimonial {
  name: string;
  company: string;
  city: string;
  quote: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Mariana Costa',
    company: 'Sol Nascente Energia',
    city: 'Campinas - SP',
    quote: 'Com o crédito na hora da proposta, fechamos quase o dobro de projetos residenciais no último trimestre.',
  },
  {
    name: 'Ricardo Almeida',
    company: 'Almeida Solar',
    city: 'Belo Horizonte - MG',
    quote: 'O cadastro foi simples e a aprovação saiu no dia seguinte. Hoje mando todas as propostas pela plataforma.',
  },
  {
    name: 'Fernanda Ribeiro',
    company: 'Ribeiro Fotovoltaica',
    city: 'Curitiba - PR',
    quote: 'O cashback caiu na conta certinho, dentro do prazo. Virou parte do nosso fluxo de caixa.',
  },
  {
    name: 'João Pedro Souza',
    company: 'Luz do Cerrado',
    city: 'Goiânia - GO',
    quote: 'Meus clientes aposentados usam o consignado e a parcela fica menor que a economia na conta de luz.',
  },
  {
    name: 'Aline Martins',
    company: 'Martins Engenharia Solar',
    city: 'Recife - PE',
    quote: 'Acompanhar cada proposta em tempo real acabou com as ligações perguntando em que pé estava a análise.',
  },
  {
    name: 'Carlos Eduardo Lima',
    company: 'Energia Limpa Sul',
    city: 'Porto Alegre - RS',
    quote: 'O capital de giro nos ajudou a comprar inversores antes da alta de preços. Atendimento muito próximo.',
  },
  {
    name: 'Patrícia Nogueira',
    company: 'Nogueira Solar',
    city: 'Fortaleza - CE',
    quote: 'A antecipação do FGTS abriu um público que antes não conseguia financiar o sistema. Recomendo.',
  },
];
