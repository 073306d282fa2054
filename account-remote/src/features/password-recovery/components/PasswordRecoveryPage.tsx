import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../../components/AuthCard.module.css';
import { usePlatform } from '../../../platform/PlatformContext';
import { usePasswordRecovery } from '../hooks/usePasswordRecovery';

/** SPEC §2 Password recovery (/esqueci-senha): one e-mail field, then a confirmation naming the address. */
export default function PasswordRecoveryPage() {
  usePlatform().page.useDocumentMeta({
    title: 'Recuperação de Senha | Busqy',
    description: 'Receba por email um link para criar uma nova senha da sua conta Busqy.',
  });
  const { state, error, submit, retry, dismissError } = usePasswordRecovery();
  const [email, setEmail] = useState('');
  const emailId = useId();
  const errorId = useId();
  const submitting = state.status === 'submitting';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(email);
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="recovery-title">
        <header className={styles.header}>
          <h1 id="recovery-title" className={styles.title}>
            Recuperação de Senha
          </h1>
          {state.status !== 'sent' ? (
            <p className={styles.subtitle}>
              Digite o email da sua conta e enviaremos um link para você criar uma nova senha.
            </p>
          ) : null}
        </header>

        {state.status === 'sent' ? (
          <div role="status">
            <p className={styles.message}>
              Se houver uma conta com o email <strong>{state.email}</strong>, você receberá em instantes um
              link para criar uma nova senha. Verifique também a caixa de spam.
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.secondaryButton} onClick={retry}>
                Tentar novamente
              </button>
              <Link to="/login" className={styles.primaryButton}>
                Voltar para login
              </Link>
            </div>
          </div>
        ) : (
          <>
            <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              <div className={styles.field}>
                <label htmlFor={emailId} className={styles.label}>
                  Email
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
                  aria-invalid={error !== null}
                  aria-describedby={error ? errorId : undefined}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    dismissError();
                  }}
                />
              </div>
              {error ? (
                <p id={errorId} className={styles.alert} role="alert">
                  {error}
                </p>
              ) : null}
              <button type="submit" className={styles.primaryButton} disabled={submitting}>
                {submitting ? 'Enviando...' : 'Enviar Email de Recuperação'}
              </button>
            </form>
            <p className={styles.footer}>
              <Link to="/login" className={styles.strongLink}>
                Voltar para login
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
