import type { PillarIcon } from '../content';

// Inline line icons (24×24, currentColor) so the page needs no image requests.
const paths: Record<PillarIcon, string[]> = {
  efficiency: ['M13 2 4 14h7l-1 8 9-12h-7l1-8Z'],
  accessibility: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
    'M22 21v-2a4 4 0 0 0-3-3.87',
    'M16 3.13a4 4 0 0 1 0 7.75',
  ],
  results: ['M3 3v18h18', 'm7 15 4-4 3 3 6-7', 'M15 7h5v5'],
};

export function PillarIconGraphic({ icon, className }: { icon: PillarIcon; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
