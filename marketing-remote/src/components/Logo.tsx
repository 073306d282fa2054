import { useId } from 'react';

/** The Busqy mark (a "b" with a spark: an offer found) and wordmark, drawn here (no external asset). */
export function Logo({ className, size = 32 }: { className?: string; size?: number }) {
  const gradientId = `${useId()}-logo`;
  return (
    <svg
      className={className}
      viewBox="0 0 132 32"
      height={size}
      width={(size * 132) / 32}
      role="img"
      aria-label="Busqy"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary, #4a1fb8)" />
          <stop offset="1" stopColor="var(--color-primary-bright, #6d3df2)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M10 7.5h2.8v6.1a6.2 6.2 0 1 1-2.8 5.2zm6.2 8.1a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z"
        fill="#fff"
        fillRule="evenodd"
      />
      <path
        d="M24 5.5l1.1 2.4 2.4 1.1-2.4 1.1-1.1 2.4-1.1-2.4-2.4-1.1 2.4-1.1z"
        fill="var(--color-accent, #22d3a6)"
      />
      <text x="40" y="23.5" fill="currentColor" fontSize="22" fontWeight="800" letterSpacing="-0.5">
        Busqy
      </text>
    </svg>
  );
}
