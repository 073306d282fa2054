/**
 * WAI-ARIA tabs pattern, horizontal tablist: the tab a key moves to from `index` among `count`
 * (Left/Right wrap around, Home/End go to the ends), or null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
