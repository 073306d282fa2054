/** What the user reads for an error the code did not word itself: Portuguese, per HTTP status. */
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

const BY_STATUS: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Não autenticado.',
  403: 'Acesso negado.',
  404: 'Não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  408: 'A requisição demorou demais. Tente novamente.',
  409: 'Conflito com o estado atual. Atualize a página e tente novamente.',
  411: 'Informe o tamanho do corpo da requisição.',
  413: 'O conteúdo enviado é grande demais.',
  414: 'O endereço é longo demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  417: 'Expectativa não suportada.',
  422: 'Dados inválidos.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  431: 'Cabeçalhos grandes demais.',
  500: 'Erro interno. Tente novamente em instantes.',
  502: 'Um serviço externo não respondeu. Tente novamente em instantes.',
  503: UNAVAILABLE_MESSAGE,
  504: 'Um serviço externo demorou demais para responder. Tente novamente em instantes.',
};

export function portugueseMessageFor(statusCode: number): string {
  return BY_STATUS[statusCode] ?? (statusCode >= 500 ? BY_STATUS[500]! : BY_STATUS[400]!);
}
