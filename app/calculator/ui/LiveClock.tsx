import { useEffect, useState } from "react";

import { indiaClockText } from "~/calculator/documents/india-time";

/**
 * The current date and time in India, ticking every second. The first render uses the time the page
 * was served so that the server's HTML and the browser's first render agree. Not a live region: a
 * clock announced every second would drown everything else. Written without Intl (india-time.ts says
 * why).
 */
export function LiveClock({ initial }: { initial: number }) {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="calc-clock" dateTime={new Date(now).toISOString()}>
      {indiaClockText(now)}
    </time>
  );
}
