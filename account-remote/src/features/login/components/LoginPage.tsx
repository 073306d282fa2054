import { useState } from 'react';
import { Link } from '@busqy/platform-contract/remote';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import styles from '../../../components/AuthCard.module.css';
import { EMAIL_INPUT, FormField } from '../../../components/FormField';
import { PasswordField } from '../../../components/PasswordField';
import { GoogleButton } from '../../../components/GoogleButton';
import { SubmitButton } from '../../../components/SubmitButton';
import { usePlatform } from '../../../platform/PlatformContext';
import { useLogin } from '../hooks/use-login';

/** The page's head (also the pre-renderer's, prerender/renderer.tsx). */
export const loginMeta = {
  title: 'Login | Busqy',
  description: 'Entre na sua conta Busqy para gerenciar sua assinatura e automatizar o envio de ofertas.',
};

/** SPEC §2 Login: e-mail, password, password recovery link, disabled Google button, sign-up link. */
export default function LoginPage() {
  usePlatform().page.useDocumentMeta(loginMeta);
  const { submit, submitting } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthCard title="Bem-vindo de volta" subtitle="Entre com seu e-mail e senha para acessar sua conta.">
      {/* noValidate: the fields stay marked required, but the message users see is the spec's
          Portuguese toast rather than the browser's own bubble. */}
      <AuthForm onSubmit={() => submit(email, password)} busy={submitting} signsIn>
        <FormField
          label="E-mail"
          {...EMAIL_INPUT}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Senha"
          labelAside={
            <Link to="/esqueci-senha" className={styles.smallLink}>
              Esqueceu sua senha?
            </Link>
          }
          name="password"
          autoComplete="current-password"
          placeholder="Sua senha"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={submitting} label="Entrar" busyLabel="Entrando..." />
      </AuthForm>

      <GoogleButton />

      <p className={styles.footer}>
        Não tem uma conta?{' '}
        <Link to="/signup" className={styles.strongLink}>
          Cadastre-se
        </Link>
      </p>
    </AuthCard>
  );
}
