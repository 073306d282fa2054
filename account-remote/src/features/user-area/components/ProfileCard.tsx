import { usePlatform } from '../../../platform/PlatformContext';
import type { UserProfile } from '../types/user-profile';
import { profileDisplay } from '../utils/profile-display';
import { formatDate } from '../utils/subscription-display';
import styles from './UserArea.module.css';

/** SPEC §3 Profile display: name (with fallbacks), e-mail, phone, photo, uid and 'Membro desde'. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { storage } = usePlatform();
  const display = profileDisplay(profile, {
    userName: storage.get('userName'),
    userPhone: storage.get('userPhone') ?? storage.get('userWhatsapp'),
  });

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.cardTitle}>
        Perfil
      </h2>
      <div className={styles.identity}>
        {display.photoURL ? (
          <img className={styles.avatar} src={display.photoURL} alt="" width={56} height={56} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {display.name.charAt(0).toUpperCase()}
          </span>
        )}
        <p className={styles.name}>{display.name}</p>
      </div>
      <dl className={styles.details}>
        {display.fullName ? (
          <div>
            <dt>Nome completo</dt>
            <dd>{display.fullName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Email</dt>
          <dd>{display.email ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Telefone</dt>
          <dd>{display.phone ?? 'Não informado'}</dd>
        </div>
        <div>
          <dt>ID do usuário</dt>
          <dd>{display.uid}</dd>
        </div>
        <div>
          <dt>Membro desde</dt>
          <dd>{formatDate(display.memberSince)}</dd>
        </div>
      </dl>
    </section>
  );
}
