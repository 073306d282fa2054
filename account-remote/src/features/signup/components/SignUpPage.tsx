import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GoogleLogo } from '../../../components/GoogleLogo';
import styles from '../../../components/AuthCard.module.css';
import { formatPhone } from '../../../lib/phone';
import { usePlatform } from '../../../platform/PlatformContext';
import { useSignUp } from '../hooks/useSignUp';
import type { SignUpField, SignUpForm } from '../utils/validateSignUp';
import { isPasswordTooShort, SIGN_UP_MESSAGES } from '../utils/validateSignUp';

const EMPTY_FORM: SignUpForm = { name: '', email: '', whatsapp: '', password: '' };

/** SPEC §2 Sign-up (/signup and /cadastro): name, e-mail, WhatsApp, password; disabled Google; login link. */
export default function SignUpPage() {
  usePlatform().page.useDocumentMeta({
    title: 'Cadastro | Busqy',
    description:
      'Crie sua conta Busqy e teste o plano Profissional por 7 dias grátis, sem cartão de crédito.',
  });
  const { submit, submitting, error, dismissError } = useSignUp();
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const ids = { name: useId(), email: useId(), whatsapp: useId(), password: useId() };
  const errorId = useId();
  const passwordHintId = useId();
  const invalid = (field: SignUpField) => error?.fields.includes(field) ?? false;
  // The live hint, unless the submit error already says the same thing.
  const passwordTooShort = isPasswordTooShort(form.password) && !invalid('password');

  const update = (field: SignUpField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'whatsapp' ? formatPhone(event.target.value) : event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    dismissError(field);
  };
  const describedBy = (field: SignUpField, ...extra: string[]) =>
    [invalid(field) ? errorId : '', ...extra].filter(Boolean).join(' ') || undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(form);
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signup-title">
        <header className={styles.header}>
          <h1 id="signup-title" className={styles.title}>
            Crie sua conta
          </h1>
          <p className={styles.subtitle}>Comece agora e teste o plano Profissional por 7 dias grátis.</p>
        </header>

        {/* noValidate: the spec's Portuguese messages replace the browser's own bubbles. */}
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <div className={styles.field}>
            <label htmlFor={ids.name} className={styles.label}>
              Nome
            </label>
            <input
              id={ids.name}
              className={styles.input}
              type="text"
              name="name"
              autoComplete="name"
              placeholder="Seu nome completo"
              required
              aria-invalid={invalid('name')}
              aria-describedby={describedBy('name')}
              value={form.name}
              onChange={update('name')}
            />
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.email} className={styles.label}>
              E-mail
            </label>
            <input
              id={ids.email}
              className={styles.input}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="seu@email.com"
              required
              aria-invalid={invalid('email')}
              aria-describedby={describedBy('email')}
              value={form.email}
              onChange={update('email')}
            />
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.whatsapp} className={styles.label}>
              WhatsApp (opcional)
            </label>
            <input
              id={ids.whatsapp}
              className={styles.input}
              type="tel"
              name="whatsapp"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              aria-invalid={invalid('whatsapp')}
              aria-describedby={describedBy('whatsapp')}
              value={form.whatsapp}
              onChange={update('whatsapp')}
            />
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.password} className={styles.label}>
              Senha
            </label>
            <input
              id={ids.password}
              className={styles.input}
              type="password"
              name="password"
              autoComplete="new-password"
              placeholder="Mínimo de 6 caracteres"
              required
              aria-invalid={invalid('password') || isPasswordTooShort(form.password)}
              aria-describedby={describedBy('password', passwordTooShort ? passwordHintId : '')}
              value={form.password}
              onChange={update('password')}
            />
            <div aria-live="polite">
              {passwordTooShort ? (
                <p id={passwordHintId} className={styles.hint}>
                  {SIGN_UP_MESSAGES.password}
                </p>
              ) : null}
            </div>
          </div>

          {error ? (
            <p id={errorId} className={styles.alert} role="alert">
              {error.message}
            </p>
          ) : null}

          <button type="submit" className={styles.primaryButton} disabled={submitting}>
            {submitting ? 'Criando conta...' : 'Criar conta'}
          </button>
        </form>

        <p className={styles.divider}>
          <span>ou</span>
        </p>

        <button type="button" className={styles.googleButton} disabled title="Em breve">
          <GoogleLogo />
          Continuar com Google
        </button>

        <p className={styles.footer}>
          Já tem uma conta?{' '}
          <Link to="/login" className={styles.strongLink}>
            Entrar
          </Link>
        </p>
      </section>
    </div>
  );
}
