/**
 * The clauses of the default contract (a CCB-style financing of a photovoltaic system), used until
 * the admin saves a template of their own in 'Configurações'. Placeholders are listed in
 * template.ts (templatePlaceholders). Written for a consumer credit under the CDC, Resolução CMN
 * 3.517/2007 (CET), Lei 10.931/2004 (CCB) and the LGPD; a lawyer should review it before launch.
 */
export const defaultClauses: readonly { titulo: string; texto: string }[] = [
  {
    titulo: 'Das partes',
    texto:
      'CREDORA: {{credora_nome}}, inscrita no CNPJ sob o nº {{credora_documento}}, com sede em {{credora_endereco}}. ' +
      'EMITENTE (CLIENTE): {{cliente_nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente_documento}}, residente e domiciliado(a) em {{cliente_endereco}}, e-mail {{cliente_email}}. ' +
      'FORNECEDOR/INTEGRADOR: {{fornecedor_nome}}, inscrito no CNPJ sob o nº {{fornecedor_documento}}, responsável pelo fornecimento e pela instalação do sistema.',
  },
  {
    titulo: 'Do objeto',
    texto:
      'Esta Cédula de Crédito Bancário nº {{numero_contrato}} formaliza o financiamento concedido pela CREDORA ao CLIENTE, exclusivamente para a aquisição e a instalação do sistema de ' +
      'geração de energia solar fotovoltaica descrito neste instrumento ({{sistema_descricao}}), a ser instalado em {{sistema_endereco}}, fornecido pelo FORNECEDOR/INTEGRADOR.',
  },
  {
    titulo: 'Do valor e da liberação do crédito',
    texto:
      'O valor do sistema é de {{valor_sistema}}, dos quais {{valor_entrada}} são pagos pelo CLIENTE como entrada. O valor liberado de {{valor_liberado}} será pago pela CREDORA ' +
      'diretamente ao FORNECEDOR/INTEGRADOR, por conta e ordem do CLIENTE. A tarifa de cadastro de {{tarifa}} e o IOF de {{iof}} são financiados, ' +
      'resultando no valor total financiado de {{valor_financiado}}.',
  },
  {
    titulo: 'Dos encargos e do Custo Efetivo Total',
    texto:
      'Sobre o valor financiado incidem juros remuneratórios prefixados de {{taxa_mensal}} ao mês ({{taxa_anual}} ao ano), capitalizados mensalmente. ' +
      'O Custo Efetivo Total (CET) da operação, calculado na forma da Resolução CMN nº 3.517/2007, é de {{cet_mensal}} ao mês e {{cet_anual}} ao ano, ' +
      'e a planilha com cada fluxo de pagamento e sua data integra este instrumento.',
  },
  {
    titulo: 'Da forma de pagamento',
    texto:
      'O CLIENTE pagará o valor financiado em {{prazo}} parcelas mensais e sucessivas de {{valor_parcela}}, calculadas pela Tabela Price, com carência de {{carencia}}, ' +
      'vencendo a primeira em {{primeiro_vencimento}} e a última em {{ultimo_vencimento}}, totalizando {{total_pago}}. As datas e os valores de cada parcela constam do cronograma deste instrumento.',
  },
  {
    titulo: 'Da liquidação antecipada',
    texto:
      'O CLIENTE poderá liquidar antecipadamente, total ou parcialmente, o saldo devedor, com a redução proporcional dos juros e demais encargos, ' +
      'nos termos do art. 52, § 2º, do Código de Defesa do Consumidor e da regulamentação do Conselho Monetário Nacional.',
  },
  {
    titulo: 'Da inadimplência',
    texto:
      'O atraso no pagamento de qualquer parcela sujeitará o CLIENTE, sobre o valor em atraso, a juros remuneratórios à taxa contratada, juros moratórios de 1% ao mês ' +
      'e multa de 2%, sem prejuízo da comunicação aos órgãos de proteção ao crédito após prévia notificação.',
  },
  {
    titulo: 'Do vencimento antecipado',
    texto:
      'A dívida vencerá antecipadamente, independentemente de aviso, se o CLIENTE deixar de pagar duas ou mais parcelas consecutivas, se prestar informações falsas ' +
      'para obter o crédito, ou se der ao crédito destinação diversa da prevista neste instrumento, observado o direito de purgar a mora.',
  },
  {
    titulo: 'Das obrigações do fornecedor',
    texto:
      'O FORNECEDOR/INTEGRADOR responde pela entrega, pela instalação, pela homologação junto à distribuidora e pelas garantias do sistema. ' +
      'A CREDORA não responde por vícios do produto ou do serviço, cabendo ao CLIENTE dirigir-se ao FORNECEDOR/INTEGRADOR, sem prejuízo dos direitos previstos no Código de Defesa do Consumidor.',
  },
  {
    titulo: 'Do direito de arrependimento',
    texto:
      'Contratado fora do estabelecimento comercial, por meio eletrônico, o CLIENTE poderá desistir deste financiamento no prazo de 7 (sete) dias contados da assinatura, ' +
      'nos termos do art. 49 do Código de Defesa do Consumidor, restituindo o valor eventualmente liberado.',
  },
  {
    titulo: 'Da proteção de dados pessoais',
    texto:
      'A CREDORA trata os dados pessoais do CLIENTE para a análise, a concessão e a cobrança do crédito, para o cumprimento de obrigações legais e regulatórias ' +
      'e para a prevenção a fraudes, nos termos da Lei nº 13.709/2018 (LGPD). O CLIENTE pode exercer seus direitos de titular pelo e-mail {{credora_email}}.',
  },
  {
    titulo: 'Da assinatura eletrônica',
    texto:
      'As partes reconhecem a validade da assinatura eletrônica deste instrumento, nos termos da Lei nº 14.063/2020 e do art. 10, § 2º, da MP nº 2.200-2/2001, ' +
      'registrada com a verificação de código enviado ao e-mail do CLIENTE, o nome digitado, o resumo criptográfico (SHA-256) do documento, data, hora, endereço IP e navegador.',
  },
  {
    titulo: 'Do foro',
    texto: 'Fica eleito o foro da comarca de {{foro}}, domicílio do CLIENTE, para dirimir quaisquer questões oriundas deste instrumento.',
  },
];
