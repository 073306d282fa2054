import type { IconName } from '../components/icons';

/** The advertised features of SPEC §1, shared by the landing's carousel and /solucoes. */
export interface ProductFeature {
  id: string;
  icon: IconName;
  title: string;
  /** Tab label. */
  shortTitle: string;
  summary: string;
  points: string[];
}

export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    id: 'promocoes-ia',
    icon: 'sparkles',
    title: 'Promoções com inteligência artificial',
    shortTitle: 'Promoções com IA',
    summary:
      'A IA da Busqy garimpa as melhores ofertas das lojas parceiras e publica nos seus grupos do jeito que você configurar.',
    points: [
      'Filtros por loja, categoria e grupo',
      'Intervalo e horário de envio',
      'Desconto mínimo e faixa de preço',
      'Texto da mensagem editável',
    ],
  },
  {
    id: 'robo-mensagens',
    icon: 'bot',
    title: 'Robô de mensagens',
    shortTitle: 'Robô de mensagens',
    summary:
      'Envie ofertas para WhatsApp e Telegram na hora, agendadas ou em uma fila com intervalo entre os envios.',
    points: ['Enviar agora', 'Agendar para o melhor horário', 'Fila com intervalo entre envios'],
  },
  {
    id: 'catalogo',
    icon: 'catalog',
    title: 'Catálogo de promoções',
    shortTitle: 'Catálogo',
    summary:
      'Um catálogo sempre atualizado com as promoções das lojas e programas parceiros, pronto para você escolher e divulgar.',
    points: ['Ofertas de várias lojas em um só lugar', 'Busca por loja e categoria', 'Envio com um clique'],
  },
  {
    id: 'criador',
    icon: 'image',
    title: 'Criador de promoções',
    shortTitle: 'Criador',
    summary:
      'Crie imagens e textos de divulgação com a sua identidade em poucos segundos, sem precisar de designer.',
    points: ['Imagens prontas para os grupos', 'Textos persuasivos', 'Modelos personalizáveis'],
  },
  {
    id: 'site-vitrine',
    icon: 'globe',
    title: 'Site vitrine no seu domínio',
    shortTitle: 'Site vitrine',
    summary:
      'Tenha um site de ofertas no seu próprio domínio, atualizado automaticamente com as suas promoções.',
    points: ['Seu domínio, sua marca', 'Atualização automática', 'Mais um canal de vendas'],
  },
];
