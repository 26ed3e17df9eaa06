/** Punarvana Eco's mark: a leaf growing from a flower petal. Decorative; the name is always beside it. */
export function PunarvanaLogo({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="calc-logo"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" fill="#e9f3ea" stroke="#1d5c37" strokeWidth="2" />
      <path d="M20 31c0-9 4-15 11-18-1 9-5 15-11 18z" fill="#2f7d4b" />
      <path d="M20 31c0-7-3-12-9-14 0 7 3 12 9 14z" fill="#e8891d" />
      <path d="M20 31V18" stroke="#1d5c37" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
