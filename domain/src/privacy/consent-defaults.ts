/**
 * Version 1 of the terms of use and the privacy notice (issue 51): what a fresh deployment asks for
 * until an admin publishes another. Its own module: only the public pages, the admin's page and a
 * missing version document load these texts, never a sign-in's check.
 */
import { product } from '../config';
import type { ConsentDocument, ConsentVersion } from './types';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

const termsV1 = paragraphs(
  `Termos de Uso da plataforma ${product.name}`,
  `1. Quem somos. A plataforma ${product.name} é operada por ${product.legalName}, com sede em ${product.support.city}. Ela liga empresas integradoras de energia solar a linhas de crédito para os clientes delas: a integradora cadastra a proposta, envia os documentos e acompanha a análise, a contratação e os repasses.`,
  '2. Quem pode usar. Podem se cadastrar empresas integradoras (pessoa jurídica) e as pessoas que elas convidarem para a equipe. O cliente final usa apenas o link que a integradora enviar, sem criar conta. Quem se cadastra declara ter poderes para representar a empresa e ter mais de 18 anos.',
  '3. Conta e senha. Cada pessoa tem sua própria conta. Guarde sua senha e não a compartilhe; tudo o que for feito com ela será tratado como feito por você. Avise-nos imediatamente em caso de uso indevido.',
  '4. Obrigações da integradora. A integradora se compromete a informar dados verdadeiros e atualizados, a obter de seus clientes a autorização necessária para enviar os dados e documentos deles à plataforma, a não usar a plataforma para fraudes ou fins ilícitos e a respeitar a Lei Geral de Proteção de Dados (Lei 13.709/2018) em relação às pessoas cujos dados enviar.',
  '5. Análise de crédito. O envio de uma proposta não garante aprovação. A análise, as taxas, as condições e os prazos seguem as regras de cada linha de crédito em vigor no momento da análise e podem mudar. Os valores mostrados em simulações são estimativas.',
  '6. Cashback e repasses. Os valores de cashback e de repasse seguem as regras publicadas na plataforma para cada proposta. Valores pagos indevidamente podem ser estornados, conforme o extrato da integradora.',
  '7. Documentos e contratos. Contratos assinados eletronicamente pela plataforma têm validade jurídica (MP 2.200-2/2001 e Lei 14.063/2020). Os contratos e os registros de pagamento são guardados pelo prazo que a lei exige, mesmo após o encerramento da conta.',
  '8. Suspensão e encerramento. Podemos suspender ou encerrar o acesso de quem descumprir estes termos. Você pode encerrar sua conta a qualquer momento e pedir a exclusão dos seus dados em "Meus dados", observados os prazos legais de guarda.',
  '9. Responsabilidade. Trabalhamos para manter a plataforma disponível e segura, mas ela pode ficar indisponível por manutenção ou por falhas de terceiros. Não respondemos por decisões tomadas com base em dados informados incorretamente pelo usuário.',
  `10. Privacidade. O tratamento de dados pessoais está descrito na Política de Privacidade, que faz parte destes termos.`,
  `11. Alterações. Quando estes termos mudarem, publicaremos uma nova versão com o resumo do que mudou, e você deverá aceitá-la no próximo acesso para continuar usando a plataforma.`,
  `12. Contato e foro. Dúvidas: ${product.support.email} ou ${product.support.phone} (${product.support.hours}). Fica eleito o foro da comarca de ${product.support.city}, salvo disposição legal em contrário.`,
);

const privacyV1 = paragraphs(
  `Política de Privacidade da plataforma ${product.name}`,
  `1. Controlador. ${product.legalName} é a controladora dos dados pessoais tratados na plataforma ${product.name}. Contato do encarregado (DPO): ${product.support.email}.`,
  '2. Dados que coletamos. (a) Das pessoas com conta: nome, e-mail, telefone, foto de perfil, registros de acesso (data, hora e endereço IP) e aceitações destes termos. (b) Das empresas integradoras e seus responsáveis: razão social, CNPJ, endereço, dados do responsável legal (nome, CPF, documento de identidade), documentos da empresa e dados bancários para repasses e cashback. (c) Dos clientes das integradoras: nome, CPF ou CNPJ, data de nascimento, telefone, e-mail, endereço, renda, conta de energia, documentos de identidade e comprovantes, dados bancários e os contratos assinados.',
  '3. Para que usamos. Para criar e manter sua conta; para analisar propostas de crédito e prevenir fraudes; para emitir, assinar e guardar contratos; para pagar cashback e repasses; para enviar avisos e e-mails sobre o andamento das propostas; para cumprir obrigações legais e regulatórias; e para manter a segurança da plataforma (registros de acesso e trilha de auditoria de quem abriu cada documento).',
  '4. Bases legais (LGPD art. 7). Execução de contrato e de procedimentos preliminares a pedido do titular (inciso V), para a conta, a proposta e o contrato; cumprimento de obrigação legal ou regulatória (inciso II), para a guarda de contratos, registros fiscais e de prevenção à lavagem de dinheiro; proteção do crédito (inciso X), para a análise de crédito; legítimo interesse (inciso IX), para segurança e prevenção a fraudes; exercício regular de direitos (inciso VI), para a defesa em processos; e o consentimento (inciso I) registrado nesta aceitação, quando ele for a base.',
  '5. Com quem compartilhamos. Com as instituições financeiras das linhas de crédito, para a análise e a contratação; com o provedor de assinatura eletrônica; com provedores de infraestrutura em nuvem e de envio de e-mail, que tratam os dados em nosso nome; e com autoridades, quando a lei exigir. A integradora vê os dados dos próprios clientes e da própria equipe.',
  '6. Por quanto tempo guardamos. Rascunhos não enviados são apagados após 90 dias sem uso; links de cliente expirados, 30 dias após o vencimento; convites não usados, 30 dias após o vencimento. Contratos assinados e registros de pagamento são guardados pelos prazos legais (Código Civil, Código Tributário Nacional e Lei 9.613/1998), mesmo após um pedido de exclusão; os demais dados são apagados ou anonimizados quando deixam de ser necessários ou a seu pedido.',
  '7. Seus direitos (LGPD art. 18). Você pode confirmar que tratamos seus dados e acessá-los, corrigir dados incompletos ou errados, pedir a portabilidade (uma cópia em formato aberto), pedir a anonimização ou a exclusão de dados desnecessários ou tratados com base no consentimento, saber com quem compartilhamos, e revogar o consentimento. Respondemos em até 15 dias.',
  `8. Como exercer seus direitos. Quem tem conta acessa a página "Meus dados" (/meus-dados) para baixar seus dados, pedir correção ou exclusão. O cliente de uma integradora faz o mesmo pelo link que recebeu ou, depois, pela página pública /privacidade/solicitar, informando CPF e e-mail para receber um código de confirmação. Também atendemos pelo e-mail ${product.support.email}. Você pode ainda reclamar à Autoridade Nacional de Proteção de Dados (ANPD).`,
  '9. Segurança. Os dados ficam em servidores com acesso restrito e criptografia em trânsito; cada abertura de documento por nossa equipe é registrada. Links de download valem poucos minutos.',
  '10. Cookies e armazenamento local. Usamos apenas o armazenamento necessário para manter sua sessão e guardar rascunhos no seu navegador; não usamos cookies de publicidade.',
  '11. Alterações. Quando esta política mudar, publicaremos uma nova versão com o resumo do que mudou, e você deverá aceitá-la no próximo acesso.',
);

const defaultTexts: Record<ConsentDocument, string> = { termos: termsV1, privacidade: privacyV1 };

/** Version 1 of a text when none was published: the texts above. */
export function defaultConsentVersion(tipo: ConsentDocument): ConsentVersion {
  return {
    id: `${tipo}_v1`,
    tipo,
    versao: 1,
    texto: defaultTexts[tipo],
    resumo: `Primeira versão ${tipo === 'termos' ? 'dos Termos de Uso' : 'da Política de Privacidade'}.`,
    publicado_em: 0,
    publicado_por: '',
  };
}
