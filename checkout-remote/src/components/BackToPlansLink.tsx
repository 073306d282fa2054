import { Link } from '@busqy/platform-contract/remote';
import buttons from './styles/buttons.module.css';

/** 'Voltar aos planos': the way back to /planos that the checkout and its results offer. */
export function BackToPlansLink({ variant }: { variant: 'primary' | 'secondary' }) {
  return (
    <Link to="/planos" className={buttons[variant]}>
      Voltar aos planos
    </Link>
  );
}
