import { usePlatform } from '../../../platform/PlatformContext';
import { useUserArea } from '../hooks/use-user-area';
import { ProfileCard } from './ProfileCard';
import { SubscriptionCard } from './SubscriptionCard';
import { UserAreaSkeleton } from './UserAreaSkeleton';
import styles from './UserArea.module.css';

/** SPEC §2/§4 User area (/area-usuario): spinner, then the profile and subscription cards. */
export default function UserAreaPage() {
  const { page, navigation } = usePlatform();
  page.useDocumentMeta({
    title: 'Minha Conta | Busqy',
    description: 'Seus dados e sua assinatura Busqy.',
  });
  const { state, logout, loggingOut } = useUserArea();

  if (state.status === 'loading') return <UserAreaSkeleton />;

  if (state.status === 'empty') {
    return (
      <div className={styles.page}>
        <section className={`${styles.card} ${styles.empty}`} aria-labelledby="empty-title">
          <h1 id="empty-title" className={styles.cardTitle}>
            Nenhum dado encontrado
          </h1>
          <p className={styles.text}>Não foi possível carregar os dados do usuário</p>
          <button type="button" className={styles.button} onClick={() => navigation.go('/login')}>
            Voltar para o login
          </button>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <h1 className={styles.title}>Minha Conta</h1>
          <button
            type="button"
            className={styles.ghostButton}
            onClick={() => void logout()}
            disabled={loggingOut}
          >
            {loggingOut ? 'Saindo...' : 'Sair'}
          </button>
        </div>
        <div className={styles.cards}>
          <ProfileCard profile={state.profile} />
          <SubscriptionCard profile={state.profile} />
        </div>
      </div>
    </div>
  );
}
