import type { FaqItem } from '../../components/Faq';
import type { IconName } from '../../components/icons';

export const landingMeta = {
  title: 'Busqy | O único app que encontra e publica ofertas automaticamente',
  description:
    'Promoções de várias lojas encontradas por inteligência artificial e publicadas sozinhas nos seus grupos de WhatsApp e Telegram. Teste o plano Profissional por 7 dias grátis, sem cartão.',
};

/** SPEC §1 slogan. */
export const hero = {
  eyebrow: 'Automação para afiliados',
  title: 'O único app que encontra e publica ofertas automaticamente',
  lead: 'A Busqy garimpa promoções das maiores lojas online e envia sozinha para seus grupos de WhatsApp e Telegram. Você cuida da estratégia; a gente cuida da rotina.',
  primary: 'Ver planos',
  secondary: 'Testar 7 dias grátis',
  note: '7 dias grátis no Profissional · sem cartão de crédito',
};

export interface PainPoint {
  icon: IconName;
  title: string;
  text: string;
}

export const painPointsTitle = 'Divulgar ofertas não precisa tomar o seu dia';

export const PAIN_POINTS: readonly PainPoint[] = [
  {
    icon: 'search',
    title: 'Horas garimpando promoções',
    text: 'Abrir loja por loja atrás de desconto bom consome o tempo que você poderia usar para vender mais.',
  },
  {
    icon: 'copy',
    title: 'Copiar e colar sem fim',
    text: 'Gerar link de afiliado, escrever o texto e colar a mesma mensagem em grupo após grupo cansa e gera erros.',
  },
  {
    icon: 'clock',
    title: 'Grupos parados perdem vendas',
    text: 'Quando você não posta, o grupo esfria. Com envios agendados e em fila, seus grupos ficam ativos o dia todo.',
  },
  {
    icon: 'trendingUp',
    title: 'Difícil crescer sozinho',
    text: 'Mais grupos significam mais trabalho manual. Automatize e escale sem precisar contratar ninguém.',
  },
];

/** The landing FAQ: ten questions answering SPEC §1's claims. */
export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: 'O que é a Busqy?',
    answer:
      'A Busqy é o único app que encontra e publica ofertas automaticamente. Ela usa inteligência artificial para garimpar promoções das lojas parceiras e um robô que envia as ofertas para os seus grupos de WhatsApp e Telegram.',
  },
  {
    question: 'Posso testar de graça?',
    answer:
      'Sim. O plano Profissional tem 7 dias de teste grátis, sem precisar de cartão de crédito. É só criar sua conta.',
  },
  {
    question: 'Como funciona a garantia?',
    answer:
      'Você tem 7 dias de garantia incondicional: se não ficar satisfeito, devolvemos 100% do valor pago. Depois da renovação da assinatura não há reembolso.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer: 'Cartão de crédito e boleto bancário. O acesso é ativado assim que o pagamento é confirmado.',
  },
  {
    question: 'Posso fazer upgrade ou downgrade do meu plano?',
    answer:
      'Sim. No upgrade você paga apenas a diferença proporcional ao tempo restante; no downgrade, o valor que sobrar vira crédito para as próximas cobranças.',
  },
  {
    question: 'Como cancelo minha assinatura?',
    answer:
      'Você cancela quando quiser, direto na área do usuário, sem taxas extras. O acesso continua até o fim do período já pago.',
  },
  {
    question: 'Como funciona o suporte?',
    answer:
      'Nosso time atende pelo chat dentro do app e pelo WhatsApp. Todos os planos têm suporte prioritário via chat, WhatsApp e e-mail.',
  },
  {
    question: 'Já uso outra ferramenta. Consigo migrar?',
    answer:
      'Consegue, e rápido: a migração de outras ferramentas leva menos de 1 dia, com a ajuda do nosso suporte.',
  },
  {
    question: 'Para quais canais a Busqy envia as ofertas?',
    answer:
      'Para grupos de WhatsApp e de Telegram. Você escolhe os grupos, o intervalo e o horário de cada envio, ou agenda e organiza uma fila.',
  },
  {
    question: 'De quais lojas vêm as promoções?',
    answer:
      'De 13 lojas e programas parceiros, como Amazon, Mercado Livre, Shopee e Magazine Luiza. Você filtra por loja, categoria, desconto e faixa de preço.',
  },
];

export const closingCta = {
  title: 'Pronto para colocar suas ofertas no automático?',
  text: 'Escolha seu plano e comece hoje. Garantia de 7 dias ou seu dinheiro de volta.',
  button: 'Escolher meu plano',
};
