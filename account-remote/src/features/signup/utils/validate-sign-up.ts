import { isValidEmail } from '../../../lib/email';
import { phoneDigits } from '../../../lib/phone';

export interface SignUpForm {
  name: string;
  email: string;
  whatsapp: string;
  password: string;
}

export type SignUpField = keyof SignUpForm;

export const SIGN_UP_MESSAGES = {
  required: 'Por favor, preencha todos os campos obrigatórios.',
  email: 'Digite um email válido.',
  whatsapp: 'Digite um número de WhatsApp válido com DDD.',
  password: 'A senha deve ter pelo menos 6 caracteres.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

export interface SignUpError {
  message: string;
  /** The fields the message is about (marked invalid in the form). */
  fields: SignUpField[];
}

/** True while a typed password is still too short (SPEC §5: the message shows live). */
export function isPasswordTooShort(password: string): boolean {
  return password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
}

/** SPEC §5 sign-up rules, in order; null when the form may be sent. */
export function validateSignUp(form: SignUpForm): SignUpError | null {
  const missing = (['name', 'email', 'password'] as const).filter((field) => form[field].trim() === '');
  if (missing.length > 0) return { message: SIGN_UP_MESSAGES.required, fields: missing };
  if (!isValidEmail(form.email.trim())) return { message: SIGN_UP_MESSAGES.email, fields: ['email'] };
  const digits = phoneDigits(form.whatsapp);
  if (form.whatsapp.trim() !== '' && digits.length !== 10 && digits.length !== 11) {
    return { message: SIGN_UP_MESSAGES.whatsapp, fields: ['whatsapp'] };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return { message: SIGN_UP_MESSAGES.password, fields: ['password'] };
  }
  return null;
}
