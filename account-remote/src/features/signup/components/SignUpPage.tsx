import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Link } from '@busqy/platform-contract/remote';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import styles from '../../../components/AuthCard.module.css';
import { FormAlert } from '../../../components/FormAlert';
import { EMAIL_INPUT, FormField } from '../../../components/FormField';
import { PasswordField } from '../../../components/PasswordField';
import { GoogleButton } from '../../../components/GoogleButton';
import { SubmitButton } from '../../../components/SubmitButton';
import { formatPhone } from '../../../lib/phone';
import { usePlatform } from '../../../platform/PlatformContext';
import { useSignUp } from '../hooks/use-sign-up';
import type { SignUpField, SignUpForm } from '../utils/validate-sign-up';
import { isPasswordTooShort, SIGN_UP_MESSAGES } from '../utils/validate-sign-up';

const EMPTY_FORM: SignUpForm = { name: '', email: '', whatsapp: '', password: '' };

/** The page's head (also the pre-renderer's, prerender/renderer.tsx). */
export const signUpMeta = {
  title: 'Cadastro | Busqy',
  description: 'Crie sua conta Busqy e teste o plano Profissional por 7 dias grátis, sem cartão de crédito.',
};

/** SPEC §2 Sign-up (/signup and /cadastro): name, e-mail, WhatsApp, password; disabled Google; login link. */
export default function SignUpPage() {
  usePlatform().page.useDocumentMeta(signUpMeta);
  const { submit, submitting, error, dismissError } = useSignUp();
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const errorId = useId();
  const passwordHintId = useId();
  const invalid = (field: SignUpField) => error?.fields.includes(field) ?? false;
  // The live hint, unless the submit error already says the same thing.
  const passwordTooShort = isPasswordTooShort(form.password) && !invalid('password');

  /** What every field shares: its value, its change handler and its link to the form's error. */
  const bind = (field: SignUpField, ...describedBy: string[]) => ({
    name: field,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = field === 'whatsapp' ? formatPhone(event.target.value) : event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      dismissError(field);
    },
    'aria-invalid': invalid(field),
    'aria-describedby':
      [invalid(field) ? errorId : '', ...describedBy].filter(Boolean).join(' ') || undefined,
  });

  return (
    <AuthCard title="Crie sua conta" subtitle="Comece agora e teste o plano Profissional por 7 dias grátis.">
      <AuthForm onSubmit={() => submit(form)} busy={submitting} signsIn>
        <FormField
          label="Nome"
          type="text"
          autoComplete="name"
          placeholder="Seu nome completo"
          required
          {...bind('name')}
        />
        <FormField label="E-mail" {...EMAIL_INPUT} required {...bind('email')} />
        <FormField
          label="WhatsApp (opcional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          {...bind('whatsapp')}
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          placeholder="Mínimo de 6 caracteres"
          required
          {...bind('password', passwordTooShort ? passwordHintId : '')}
          aria-invalid={invalid('password') || isPasswordTooShort(form.password)}
        >
          <div aria-live="polite">
            {passwordTooShort ? (
              <p id={passwordHintId} className={styles.hint}>
                {SIGN_UP_MESSAGES.password}
              </p>
            ) : null}
          </div>
        </PasswordField>

        <FormAlert id={errorId} message={error?.message} />
        <SubmitButton busy={submitting} label="Criar conta" busyLabel="Criando conta..." />
      </AuthForm>

      <GoogleButton />

      <p className={styles.footer}>
        Já tem uma conta?{' '}
        <Link to="/login" className={styles.strongLink}>
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
