import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import { Icon } from './icons';
import ui from './ui.module.css';

/** A rotating carousel's pause/play control (WAI-ARIA: its first control); `what` names what rotates. */
export function PlayPauseButton({
  playing,
  onToggle,
  what,
  iconSize,
}: {
  playing: boolean;
  onToggle(): void;
  what: string;
  iconSize: number;
}) {
  const earlyInput = useEarlyInputMarker();
  return (
    <button
      type="button"
      className={ui.iconButton}
      onClick={onToggle}
      {...earlyInput}
      aria-label={`${playing ? 'Pausar' : 'Reproduzir'} ${what}`}
    >
      <Icon name={playing ? 'pause' : 'play'} size={iconSize} />
    </button>
  );
}
