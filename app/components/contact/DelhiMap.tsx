/**
 * The "embedded map". The CSP forbids frames (frame-src 'none') and the shop must not depend on a
 * third party to render, so this is a static, accessible illustration of New Delhi with a link
 * that opens the address in Google Maps.
 */
export function DelhiMap({ address, brand }: { address: string; brand: string }) {
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  return (
    <section className="contact-map" aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading">Find us</h2>
      <figure>
        <svg
          viewBox="0 0 640 360"
          role="img"
          aria-labelledby="delhi-map-title delhi-map-desc"
          className="contact-map-art"
        >
          <title id="delhi-map-title">Illustrated map of New Delhi</title>
          <desc id="delhi-map-desc">
            A simplified map of central New Delhi showing the Yamuna river to the east, the Ring Road,
            Connaught Place, India Gate and the Red Fort, with a pin marking the {brand} registered office in
            New Delhi.
          </desc>
          <rect width="640" height="360" fill="#f6eddd" />
          <g fill="#e9dcc3">
            <rect x="30" y="30" width="150" height="90" rx="8" />
            <rect x="210" y="40" width="120" height="70" rx="8" />
            <rect x="40" y="200" width="140" height="120" rx="8" />
            <rect x="360" y="230" width="110" height="90" rx="8" />
          </g>
          <path
            d="M560 0 C 520 80, 590 150, 540 230 S 560 330, 600 360"
            fill="none"
            stroke="#8fb8cf"
            strokeWidth="26"
          />
          <ellipse cx="300" cy="190" rx="210" ry="140" fill="none" stroke="#ffffff" strokeWidth="10" />
          <ellipse cx="300" cy="190" rx="210" ry="140" fill="none" stroke="#c9962b" strokeWidth="3" />
          <path d="M0 190 H640 M300 0 V360 M120 40 L480 330" stroke="#ffffff" strokeWidth="7" />
          <circle cx="300" cy="150" r="34" fill="none" stroke="#ffffff" strokeWidth="8" />
          <g fontFamily="Georgia, serif" fontSize="15" fill="#2b1d14">
            <text x="250" y="112">
              Connaught Place
            </text>
            <text x="410" y="72">
              Red Fort
            </text>
            <text x="330" y="250">
              India Gate
            </text>
            <text x="545" y="130" transform="rotate(80 545 130)">
              Yamuna
            </text>
            <text x="70" y="184">
              Ring Road
            </text>
          </g>
          <rect x="415" y="80" width="26" height="18" fill="#a3201c" />
          <path
            d="M350 260 h22 v-18 h-22 z M354 242 v-8 h14 v8"
            fill="none"
            stroke="#7a1f1f"
            strokeWidth="3"
          />
          <g transform="translate(300 150)">
            <path d="M0 0 C -18 -22, -18 -44, 0 -50 C 18 -44, 18 -22, 0 0 Z" fill="#7a1f1f" />
            <circle cy="-34" r="7" fill="#fdf8ef" />
          </g>
          <text x="316" y="170" fontFamily="Georgia, serif" fontSize="16" fontWeight="bold" fill="#5a1414">
            {brand}
          </text>
        </svg>
        <figcaption>
          <address>{address}</address>
          <a href={mapsHref} target="_blank" rel="noopener noreferrer" className="button button-outline">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
