import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform } from '../../../platform/PlatformContext';
import { useLogin } from '../hooks/useLogin';
import { GoogleLogo } from '../../../components/GoogleLogo';
import styles from '../../../components/AuthCard.module.css';

/** SPEC §2 Login: e-mail, password, password recovery link, disabled Google button, sign-up link. */
export default function LoginPage() {
  usePlatform().page.useDocumentMeta({
    title: 'Login | Busqy',
    description: 'Entre na sua conta Busqy para gerenciar sua assinatura e automatizar o envio de ofertas.',
  });
  const { submit, submitting } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(email, password);
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            Bem-vindo de volta
          </h1>
          <p className={styles.subtitle}>Entre com seu e-mail e senha para acessar sua conta.</p>
        </header>

        {/* noValidate: the fields stay marked required, but the message users see is the spec's
            Portuguese toast rather than the browser's own bubble. */}
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <div className={styles.field}>
            <label htmlFor={emailId} className={styles.label}>
              E-mail
            </label>
            <input
              id={emailId}
              className={styles.input}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="seu@email.com"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>

          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={passwordId} className={styles.label}>
                Senha
              </label>
              <Link to="/esqueci-senha" className={styles.smallLink}>
                Esqueceu sua senha?
              </Link>
            </div>
            <input
              id={passwordId}
              className={styles.input}
              type="password"
              name="password"
              autoComplete="current-password"
              placeholder="Sua senha"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>

          <button type="submit" className={styles.primaryButton} disabled={submitting}>
            {submitting ? 'Entrando...' : 'Entrar'}
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
          Não tem uma conta?{' '}
          <Link to="/signup" className={styles.strongLink}>
            Cadastre-se
          </Link>
        </p>
      </section>
    </div>
  );
}
