/**
 * The Vasanam mark: a lamp flame rising into a curl of incense smoke, beside the wordmark.
 * Inline so the header needs no extra request; public/favicon.svg repeats the mark.
 */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" fill="#7a1f1f" />
        <path
          d="M24 9c3 3.5 1.5 6-1 8.5s-2.5 5 0 7"
          fill="none"
          stroke="#f6d58e"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M24 24c4 3.5 5 7.5 0 12-5-4.5-4-8.5 0-12Z" fill="#f4a640" />
        <path d="M24 29c1.8 1.8 2 3.6 0 5.5-2-1.9-1.8-3.7 0-5.5Z" fill="#fff3d6" />
        <path d="M14 38h20" stroke="#f6d58e" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo-wordmark">
        Vasanam
        <span className="logo-tagline">fragrance for every prayer</span>
      </span>
    </span>
  );
}
