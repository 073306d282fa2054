import { messageForCode } from '../../../lib/auth-error-code';

// SPEC §8 Sign-up messages, keyed by the sign-in service's error code.
const messagesByCode: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'Este email já está em uso. Tente outro ou faça login.',
  'auth/weak-password': 'A senha deve ter pelo menos 6 caracteres.',
  'auth/invalid-email': 'Email inválido. Verifique e tente novamente.',
};

export const genericSignUpError = 'Ocorreu um erro ao criar sua conta. Tente novamente.';

export function signUpErrorMessage(error: unknown): string {
  return messageForCode(messagesByCode, error, genericSignUpError);
}
