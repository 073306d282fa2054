import { Icon } from './icons';
import ui from './ui.module.css';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';

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
  return (
    <button
      type="button"
      className={ui.iconButton}
      onClick={onToggle}
      {...useEarlyInputMarker()}
      aria-label={`${playing ? 'Pausar' : 'Reproduzir'} ${what}`}
    >
      <Icon name={playing ? 'pause' : 'play'} size={iconSize} />
    </button>
  );
}
