import styles from './UpsellPage.module.css';

const BLOCKS = [
  {
    title: 'Garantia de 7 dias',
    text: 'Se não gostar, devolvemos 100% do valor pago em até 7 dias, sem perguntas.',
  },
  {
    title: 'Upgrade a qualquer momento',
    text: 'Mude de plano quando quiser: no upgrade você paga só a diferença proporcional.',
  },
  {
    title: 'Ofertas exclusivas',
    text: 'Estes descontos valem apenas nesta página e por tempo limitado.',
  },
] as const;

/** SPEC §2 Upsell: the three reassurance blocks. */
export function Reassurance() {
  return (
    <ul className={styles.reassurance} aria-label="Por que assinar com tranquilidade">
      {BLOCKS.map((block) => (
        <li key={block.title}>
          <h3>{block.title}</h3>
          <p className={styles.muted}>{block.text}</p>
        </li>
      ))}
    </ul>
  );
}
