import { useId, useState } from 'react';
import { Link } from '@busqy/platform-contract/remote';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import styles from '../../../components/AuthCard.module.css';
import { FormAlert } from '../../../components/FormAlert';
import { EMAIL_INPUT, FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { usePlatform } from '../../../platform/PlatformContext';
import { usePasswordRecovery } from '../hooks/use-password-recovery';

/** The page's head (also the pre-renderer's, prerender/renderer.tsx). */
export const passwordRecoveryMeta = {
  title: 'Recuperação de Senha | Busqy',
  description: 'Receba por email um link para criar uma nova senha da sua conta Busqy.',
};

/** SPEC §2 Password recovery (/esqueci-senha): one e-mail field, then a confirmation naming the address. */
export default function PasswordRecoveryPage() {
  usePlatform().page.useDocumentMeta(passwordRecoveryMeta);
  const { state, submitting, error, submit, retry, dismissError } = usePasswordRecovery();
  const [email, setEmail] = useState('');
  const errorId = useId();

  if (state.status === 'sent') {
    return (
      <AuthCard title="Recuperação de Senha">
        <div role="status">
          <p className={styles.message}>
            Se houver uma conta com o email <strong>{state.email}</strong>, você receberá em instantes um link
            para criar uma nova senha. Verifique também a caixa de spam.
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
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperação de Senha"
      subtitle="Digite o email da sua conta e enviaremos um link para você criar uma nova senha."
    >
      <AuthForm onSubmit={() => submit(email)} busy={submitting}>
        <FormField
          label="Email"
          {...EMAIL_INPUT}
          required
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            dismissError();
          }}
        />
        <FormAlert id={errorId} message={error} />
        <SubmitButton busy={submitting} label="Enviar Email de Recuperação" busyLabel="Enviando..." />
      </AuthForm>
      <p className={styles.footer}>
        <Link to="/login" className={styles.strongLink}>
          Voltar para login
        </Link>
      </p>
    </AuthCard>
  );
}
