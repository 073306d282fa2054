// Texts of the About page (SPEC §1 and §2 About). Names, dates and claims come from the spec only.
import type { IconName } from '../../components/icons';

export const aboutMeta = {
  title: 'Sobre Nós | Busqy',
  description:
    'Conheça a Busqy, o único app que encontra e publica ofertas automaticamente no WhatsApp e no Telegram. Fundada em 2024 para afiliados, criadores de conteúdo e empreendedores digitais.',
};

export const hero = {
  eyebrow: 'Sobre a Busqy',
  title: 'O único app que encontra e publica ofertas automaticamente',
  lead: 'Ajudamos afiliados, criadores de conteúdo e empreendedores digitais a encontrar as melhores promoções das lojas online e a enviá-las sozinhas para seus grupos de WhatsApp e Telegram.',
};

export const purpose = {
  title: 'Nosso propósito',
  paragraphs: [
    'Quem vive de marketing de afiliados sabe quanto tempo se perde procurando promoções, copiando links e colando a mesma mensagem em grupo após grupo. A Busqy existe para devolver esse tempo a você.',
    'Nossa plataforma usa inteligência artificial para filtrar ofertas por loja, categoria, desconto e faixa de preço, e um robô de mensagens que envia na hora, agenda ou organiza uma fila com intervalo entre os envios. Você define a estratégia; a Busqy cuida da rotina.',
  ],
};

export interface Pillar {
  icon: IconName;
  title: string;
  text: string;
}

export const pillarsTitle = 'Nossos pilares';

export const pillars: Pillar[] = [
  {
    icon: 'bolt',
    title: 'Eficiência',
    text: 'Automação que trabalha por você: a Busqy busca, filtra e publica ofertas nos seus grupos enquanto você se concentra em crescer.',
  },
  {
    icon: 'team',
    title: 'Acessibilidade',
    text: 'Ferramentas profissionais simples de usar, planos para cada fase do seu negócio e suporte por chat, WhatsApp e e-mail.',
  },
  {
    icon: 'growth',
    title: 'Resultados',
    text: 'A oferta certa, no momento certo, para o público certo: menos trabalho manual e mais vendas para as suas comissões.',
  },
];

export interface Milestone {
  label: string;
  title: string;
  text: string;
}

export const history = {
  title: 'Nossa história',
  intro:
    'A Busqy foi fundada em 2024 com uma ideia simples: transformar o trabalho manual de divulgar ofertas em um processo automático, do garimpo da promoção até a mensagem no grupo.',
  milestones: [
    {
      label: '2024',
      title: 'Nasce a Busqy',
      text: 'Começamos com a missão de automatizar a busca e a publicação de ofertas para quem vende como afiliado.',
    },
    {
      label: 'Automação',
      title: 'Promoções com IA e robô de mensagens',
      text: 'Filtros inteligentes por loja, categoria, grupo, desconto e preço, com envio imediato, agendado ou em fila.',
    },
    {
      label: 'Hoje',
      title: 'Uma plataforma completa',
      text: 'Catálogo de promoções, criador de imagens e textos e um site vitrine no seu próprio domínio, com lojas e programas parceiros.',
    },
  ] satisfies Milestone[],
};

export const closing = {
  title: 'Pronto para automatizar suas ofertas?',
  text: 'Escolha o plano ideal e comece hoje. O plano Profissional tem 7 dias grátis, sem cartão de crédito.',
  plansButton: 'Ver planos',
  contactButton: 'Fale conosco',
  emailPrefix: 'ou escreva para',
};
