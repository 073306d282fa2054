import { LAST_UPDATED, type LegalDocumentContent } from './types';

/** SPEC §2 Privacy policy: nine sections, governed by Brazilian law, listing the LGPD rights. */
export const PRIVACY: LegalDocumentContent = {
  meta: {
    title: 'Políticas de Privacidade | Busqy',
    description:
      'Como a Busqy coleta, usa, compartilha e protege seus dados pessoais, e como exercer seus direitos previstos na LGPD (Lei nº 13.709/2018).',
  },
  title: 'Políticas de Privacidade',
  updated: LAST_UPDATED,
  intro:
    'Esta Política explica como a Busqy trata os dados pessoais de visitantes, usuários e assinantes, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e demais normas brasileiras. Ao usar a plataforma, você declara estar ciente deste tratamento.',
  sections: [
    {
      title: 'Quem somos e a quem esta política se aplica',
      paragraphs: [
        'A Busqy é a controladora dos dados pessoais tratados no site e na plataforma. Esta Política se aplica a qualquer pessoa que visite o site, crie uma conta ou contrate uma assinatura.',
      ],
    },
    {
      title: 'Dados que coletamos',
      paragraphs: ['Coletamos apenas o necessário para prestar o serviço:'],
      items: [
        'dados de cadastro: nome, e-mail, telefone ou WhatsApp (opcional) e senha, esta guardada de forma protegida pelo serviço de autenticação;',
        'dados de assinatura: plano, período, situação, datas de início e fim e histórico de pagamentos; os dados do cartão são tratados diretamente pelo provedor de pagamentos e não ficam armazenados conosco;',
        'dados de uso e navegação: páginas visitadas, parâmetros de campanha (como UTM), código de indicação, endereço IP, tipo de dispositivo e navegador;',
        'dados gravados no seu navegador, como o plano escolhido e preferências, para que o site funcione entre uma página e outra.',
      ],
    },
    {
      title: 'Para que usamos seus dados',
      paragraphs: ['Usamos seus dados para:'],
      items: [
        'criar e manter sua conta e autenticar seu acesso;',
        'processar pagamentos, ativar, renovar e cancelar assinaturas;',
        'prestar suporte pelo chat, WhatsApp e e-mail;',
        'enviar comunicações sobre a conta, a assinatura e mudanças nos termos;',
        'medir o desempenho de campanhas e melhorar o site e a plataforma;',
        'prevenir fraudes e cumprir obrigações legais e regulatórias.',
      ],
    },
    {
      title: 'Bases legais',
      paragraphs: [
        'Tratamos dados pessoais com fundamento na execução do contrato de assinatura, no cumprimento de obrigações legais, no legítimo interesse da Busqy (por exemplo, segurança e melhoria do serviço, sempre respeitando seus direitos) e, quando exigido, no seu consentimento, que pode ser revogado a qualquer momento.',
      ],
    },
    {
      title: 'Compartilhamento de dados',
      paragraphs: [
        'Não vendemos dados pessoais. Compartilhamos apenas o necessário com parceiros que nos ajudam a prestar o serviço, sob contrato e com obrigação de confidencialidade:',
      ],
      items: [
        'serviço de autenticação (login com e-mail e senha);',
        'provedor de pagamentos com cartão e boleto;',
        'serviços de hospedagem, envio de e-mails e atendimento;',
        'plataformas de anúncios e mensuração, com dados protegidos por criptografia de mão única (hash) sempre que possível;',
        'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
      ],
    },
    {
      title: 'Cookies e armazenamento local',
      paragraphs: [
        'Usamos um cookie de sessão seguro para manter você conectado e armazenamento local do navegador para lembrar o plano escolhido e parâmetros de campanha. Também podemos usar tecnologias de mensuração de anúncios. Você pode apagar cookies e dados do site nas configurações do navegador, sabendo que algumas funções podem deixar de funcionar.',
      ],
    },
    {
      title: 'Seus direitos (LGPD)',
      paragraphs: ['Como titular, você pode, a qualquer momento e gratuitamente, solicitar:'],
      items: [
        'confirmação da existência de tratamento e acesso aos seus dados;',
        'correção de dados incompletos, inexatos ou desatualizados;',
        'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
        'portabilidade dos dados a outro fornecedor;',
        'eliminação dos dados tratados com base no consentimento;',
        'informação sobre as entidades com as quais compartilhamos seus dados;',
        'informação sobre a possibilidade de não fornecer consentimento e suas consequências;',
        'revogação do consentimento;',
        'revisão de decisões tomadas unicamente com base em tratamento automatizado.',
      ],
    },
    {
      title: 'Segurança e retenção',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas para proteger seus dados, como conexões criptografadas, controle de acesso e senhas protegidas. Nenhum sistema é totalmente imune a incidentes; se algum ocorrer e puder causar risco ou dano relevante, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD).',
        'Guardamos os dados enquanto a conta estiver ativa e, depois disso, pelo tempo necessário para cumprir obrigações legais, fiscais e regulatórias ou para o exercício regular de direitos.',
      ],
    },
    {
      title: 'Contato, alterações e legislação',
      paragraphs: [
        'Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com o nosso encarregado de dados pelo e-mail de contato indicado no rodapé do site. Você também pode apresentar reclamação à ANPD.',
        'Esta Política pode ser atualizada; mudanças relevantes serão comunicadas com pelo menos 30 dias de antecedência. Ela é regida pelas leis da República Federativa do Brasil, em especial a LGPD.',
      ],
    },
  ],
};
