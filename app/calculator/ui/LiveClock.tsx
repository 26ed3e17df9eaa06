import { useEffect, useState } from "react";

const clockFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Asia/Kolkata",
});

/**
 * The current date and time in India, ticking every second. The first render uses the time the page
 * was served so that the server's HTML and the browser's first render agree. Not a live region: a
 * clock announced every second would drown everything else.
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
      {clockFormat.format(now)}
    </time>
  );
}
