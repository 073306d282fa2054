import { messageForCode } from '../../../lib/auth-error-code';

// SPEC §8 Login toasts, keyed by the sign-in service's error code.
const messagesByCode: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'Email ou senha inválidos',
  'auth/user-not-found': 'Usuário não encontrado',
  'auth/wrong-password': 'Senha incorreta',
  'auth/too-many-requests': 'Muitas tentativas. Tente novamente mais tarde',
};

export const genericLoginError = 'Erro ao fazer login. Tente novamente.';

export function loginErrorMessage(error: unknown): string {
  return messageForCode(messagesByCode, error, genericLoginError);
}
