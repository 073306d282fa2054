import type { FaqItem } from '../../components/Faq';

/** SPEC §1 'All plans include'. */
export const ALL_PLANS_INCLUDE = [
  'Suporte prioritário via chat, WhatsApp e e-mail',
  'Atualizações constantes',
  'Garantia de satisfação de 7 dias',
  'Cancele quando quiser, sem taxas extras',
] as const;

/** The short plans FAQ (SPEC §2 Plans page), answering SPEC §1's claims. */
export const PLANS_FAQ: readonly FaqItem[] = [
  {
    question: 'Posso testar antes de assinar?',
    answer:
      'Sim. O plano Profissional tem 7 dias grátis, sem cartão de crédito. Crie sua conta e comece a automatizar suas ofertas hoje mesmo.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer:
      'Você pode pagar com cartão de crédito ou boleto bancário. A assinatura é ativada assim que o pagamento é confirmado.',
  },
  {
    question: 'Posso trocar de plano depois?',
    answer:
      'Pode. No upgrade você paga apenas a diferença proporcional; no downgrade, o valor restante vira crédito para as próximas cobranças.',
  },
  {
    question: 'E se eu não gostar?',
    answer:
      'Você tem garantia incondicional de 7 dias: se não ficar satisfeito, devolvemos o valor pago. Após a renovação não há reembolso, mas você pode cancelar quando quiser na área do usuário e continua com acesso até o fim do período pago.',
  },
];
