/** The Miao mark: a cat-ear sparkle in the brand colours. Decorative next to the name. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="miao-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d4aff" />
          <stop offset="1" stopColor="#ff6fa8" />
        </linearGradient>
      </defs>
      <path d="M5 27V8l6 5h10l6-5v19z" fill="url(#miao-logo)" rx="4" />
      <circle cx="12" cy="19" r="2" fill="#fff" />
      <circle cx="20" cy="19" r="2" fill="#fff" />
    </svg>
  );
}
