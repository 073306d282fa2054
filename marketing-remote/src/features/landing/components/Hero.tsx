import { Link } from '@busqy/platform-contract/remote';
import { Icon } from '../../../components/icons';
import ui from '../../../components/ui.module.css';
import { hero } from '../content';
import styles from './Hero.module.css';

const SAMPLE_OFFERS = [
  { store: 'Amazon', item: 'Fone Bluetooth', price: 'R$ 89,90', off: '-45%' },
  { store: 'Shopee', item: 'Air Fryer 4L', price: 'R$ 249,00', off: '-38%' },
  { store: 'Mercado Livre', item: 'Smartwatch', price: 'R$ 159,90', off: '-52%' },
];

/** Hero with the slogan (SPEC §1); both buttons go to the plans (SPEC §2 Landing). */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-titulo">
      <div className={`${ui.container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={ui.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-titulo" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link to="/#planos" className={`${ui.button} ${ui.primary}`}>
              {hero.primary}
              <Icon name="arrowRight" size={18} />
            </Link>
            <Link to="/#planos" className={`${ui.button} ${ui.outline}`}>
              {hero.secondary}
            </Link>
          </div>
          <p className={styles.note}>
            <Icon name="shield" size={16} /> {hero.note}
          </p>
        </div>

        <div className={styles.phone} aria-hidden="true">
          <div className={styles.phoneHeader}>
            <span className={styles.avatar}>B</span>
            <span>
              <strong>Ofertas do Dia</strong>
              <small>grupo · 1.248 membros</small>
            </span>
          </div>
          <ul className={styles.messages}>
            {SAMPLE_OFFERS.map((offer) => (
              <li key={offer.item} className={styles.message}>
                <span className={styles.thumb}>
                  <Icon name="tag" size={20} />
                </span>
                <span className={styles.messageBody}>
                  <small>{offer.store}</small>
                  <strong>{offer.item}</strong>
                  <span className={styles.priceLine}>
                    {offer.price} <em>{offer.off}</em>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.sent}>
            <Icon name="bot" size={16} /> Enviado automaticamente pela Busqy
          </p>
        </div>
      </div>
    </section>
  );
}
