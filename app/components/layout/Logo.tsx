/**
 * The shop's mark (a lamp flame rising into a curl of incense smoke) beside its name. The mark is
 * public/favicon.svg itself: the browser fetches that file for the tab anyway, so the header
 * shares it instead of carrying a second copy in the page's script.
 */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <img className="logo-mark" src="/favicon.svg" alt="" width={40} height={40} />
      <span className="logo-wordmark">
        {brand}
        <span className="logo-tagline">fragrance for every prayer</span>
      </span>
    </span>
  );
}
