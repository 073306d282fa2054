import type { ReactNode } from 'react';
import { Icon } from './icons';
import type { IconName } from './icons';
import ui from './ui.module.css';
import styles from './CardList.module.css';

export interface CardItem {
  title: string;
  text: string;
}

/** A grid of white cards, each a picture (icon, number...), a title and a short text. */
export function CardList<T extends CardItem>({
  items,
  ordered = false,
  className,
  cardClassName = ui.card,
  media,
}: {
  items: readonly T[];
  ordered?: boolean;
  className?: string;
  cardClassName?: string;
  /** What stands above the card's title. */
  media: (item: T, index: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={cardClassName}>
          {media(item, index)}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/** The rounded square behind a card's icon; its colours and spacing come from `className`. */
export function IconTile({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <span className={`${styles.tile} ${className}`}>
      <Icon name={name} size={size} />
    </span>
  );
}
