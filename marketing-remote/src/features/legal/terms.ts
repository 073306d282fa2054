import { LAST_UPDATED, type LegalDocumentContent } from './types';

/** SPEC §2 Terms of use: ten numbered sections stating SPEC §1's terms. */
export const TERMS: LegalDocumentContent = {
  meta: {
    title: 'Termos de Uso | Busqy',
    description:
      'Termos de Uso da Busqy: assinaturas pré-pagas de 30, 90, 180 ou 365 dias, renovação automática, garantia de 7 dias, cancelamento e legislação brasileira.',
  },
  title: 'Termos de Uso',
  updated: LAST_UPDATED,
  intro:
    'Estes Termos de Uso regem o acesso e a utilização do site e da plataforma Busqy. Ao criar uma conta, contratar uma assinatura ou usar qualquer funcionalidade, você declara que leu, entendeu e concorda com estas condições. Se não concordar, não utilize a plataforma.',
  sections: [
    {
      title: 'Aceitação dos termos',
      paragraphs: [
        'Ao acessar o site, criar uma conta ou contratar uma assinatura, você celebra um contrato com a Busqy nos termos aqui descritos. Estes Termos se aplicam a todos os visitantes, usuários e assinantes.',
        'Para usar a plataforma você precisa ter pelo menos 18 anos e capacidade civil para contratar, ou agir em nome de uma empresa que tenha poderes para isso.',
      ],
    },
    {
      title: 'O serviço',
      paragraphs: [
        'A Busqy é uma plataforma de automação para afiliados, criadores de conteúdo e empreendedores digitais. Ela encontra promoções de lojas online e programas parceiros e as publica automaticamente em grupos de WhatsApp e Telegram.',
        'Conforme o plano contratado, o serviço inclui:',
      ],
      items: [
        'promoções com inteligência artificial, com filtros por loja, categoria, grupo, intervalo e horário de envio, desconto, faixa de preço e texto de mensagem editável;',
        'robô de mensagens para enviar na hora, agendar ou organizar uma fila com intervalo entre os envios;',
        'catálogo de promoções;',
        'criador de promoções para imagens e textos;',
        'site vitrine no domínio do próprio usuário.',
      ],
    },
    {
      title: 'Cadastro e conta',
      paragraphs: [
        'Para usar a plataforma é necessário criar uma conta com nome, e-mail e senha, informando dados verdadeiros e mantendo-os atualizados. O acesso é pessoal e intransferível.',
        'Você é responsável por manter sua senha em sigilo e por toda atividade realizada na sua conta. Avise-nos imediatamente caso suspeite de uso não autorizado.',
      ],
    },
    {
      title: 'Planos, teste grátis e pagamento',
      paragraphs: [
        'As assinaturas são pré-pagas, pelos períodos de 30, 90, 180 ou 365 dias, conforme o plano e o período escolhidos. A assinatura começa na confirmação do pagamento.',
        'O plano Profissional pode ser testado gratuitamente por 7 dias, sem cartão de crédito. Ao fim do teste, o acesso continua somente com a contratação de uma assinatura.',
        'O pagamento pode ser feito por cartão de crédito ou boleto bancário e é processado por um provedor de pagamentos. O acesso é ativado assim que o pagamento é confirmado; no boleto, isso ocorre após a compensação.',
        'Cupons e ofertas promocionais valem nas condições anunciadas e, salvo indicação em contrário, apenas para o primeiro pagamento.',
      ],
    },
    {
      title: 'Renovação automática e falta de pagamento',
      paragraphs: [
        'A assinatura é renovada automaticamente ao final de cada período, pelo mesmo prazo e pelo preço vigente do plano, até que seja cancelada.',
        'Se o pagamento de uma renovação não for aprovado, a assinatura é cancelada e o acesso à plataforma fica suspenso até que um novo pagamento seja confirmado.',
      ],
    },
    {
      title: 'Troca de plano e cancelamento',
      paragraphs: [
        'Você pode mudar de plano a qualquer momento. No upgrade, paga apenas a diferença proporcional ao período restante; no downgrade, o valor remanescente é convertido em crédito para as próximas cobranças.',
        'Você pode cancelar a assinatura a qualquer momento na área do usuário, sem taxas extras. O cancelamento interrompe as renovações futuras, e o acesso continua até o fim do período já pago.',
      ],
    },
    {
      title: 'Garantia e reembolso',
      paragraphs: [
        'Oferecemos garantia incondicional de 7 dias corridos, contados da primeira contratação: se não ficar satisfeito, basta pedir o reembolso dentro desse prazo para receber de volta o valor pago, em linha com o direito de arrependimento do Código de Defesa do Consumidor.',
        'Não há reembolso de valores referentes a renovações, nem de períodos parcialmente utilizados após a renovação.',
      ],
    },
    {
      title: 'Uso adequado',
      paragraphs: ['Ao usar a Busqy você se compromete a:'],
      items: [
        'cumprir a legislação aplicável, as regras dos programas de afiliados e os termos do WhatsApp e do Telegram;',
        'enviar mensagens apenas para grupos que administra ou nos quais tem autorização para publicar, sem spam;',
        'não divulgar conteúdo ilegal, enganoso, ofensivo ou que viole direitos de terceiros;',
        'não tentar copiar, descompilar, sobrecarregar ou acessar partes não autorizadas da plataforma.',
      ],
    },
    {
      title: 'Propriedade intelectual e responsabilidade',
      paragraphs: [
        'A marca Busqy, o software, os textos e os elementos visuais da plataforma pertencem à Busqy e são protegidos por lei. O conteúdo que você cria continua sendo seu.',
        'Preços, estoques e condições das ofertas são definidos pelas lojas e podem mudar sem aviso. A Busqy não se responsabiliza por alterações feitas pelas lojas, nem por indisponibilidades de serviços de terceiros, como WhatsApp, Telegram e provedores de pagamento, embora trabalhe para manter a plataforma disponível e segura.',
      ],
    },
    {
      title: 'Alterações, lei aplicável e foro',
      paragraphs: [
        'Podemos atualizar estes Termos. Quando a mudança for relevante, você será avisado com pelo menos 30 dias de antecedência pelos canais cadastrados, e poderá cancelar a assinatura se não concordar.',
        'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do consumidor para resolver qualquer controvérsia.',
        'Dúvidas sobre estes Termos podem ser enviadas pelos nossos canais de atendimento, indicados no rodapé do site.',
      ],
    },
  ],
};
