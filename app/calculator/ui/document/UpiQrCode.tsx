import { useEffect, useMemo, useState } from "react";

import type { PaymentView } from "~/calculator/documents/document-view";
import { QUIET_ZONE, svgPathOf } from "~/calculator/documents/qr-modules";
import { loadQrCode, qrRunsIfLoaded } from "~/calculator/pdf/qr-code.client";

/** The code's modules, or null (said in the console) when it cannot be made: the document still shows. */
function codeOf(uri: string) {
  try {
    return qrRunsIfLoaded(uri);
  } catch (error) {
    console.error("The UPI QR code could not be made", error);
    return null;
  }
}

/**
 * The UPI payment QR code beside the total, as an SVG (sharp on screen, in print and in the picture).
 * The QR library is loaded when this first shows, so the code is drawn at once by the time the rep
 * saves or prints; until the document has its number the code is not drawn (it would carry none).
 */
export function UpiQrCode({ payment }: { payment: PaymentView }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    loadQrCode().then(
      () => live && setLoaded(true),
      (error: unknown) => console.error("The QR code library could not be loaded", error),
    );
    return () => {
      live = false;
    };
  }, []);
  // `loaded` re-renders once the library is in; from then on every code is drawn in the same render.
  const code = useMemo(
    () => (payment.uri === null ? null : codeOf(payment.uri)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [payment.uri, loaded],
  );
  const side = code ? code.size + 2 * QUIET_ZONE : 0;
  return (
    <figure className="calc-upi">
      {payment.uri === null ? (
        <p className="calc-upi-code calc-doc-pending">QR code given on Save PDF or Print</p>
      ) : code ? (
        <svg
          className="calc-upi-code"
          role="img"
          aria-label={`UPI payment QR code for ${payment.upiId}`}
          viewBox={`0 0 ${side} ${side}`}
          shapeRendering="crispEdges"
          data-upi-uri={payment.uri}
        >
          <rect width={side} height={side} fill="#ffffff" />
          <path d={svgPathOf(code.runs)} fill="#000000" />
        </svg>
      ) : (
        <span className="calc-upi-code" />
      )}
      <figcaption>
        <strong>Pay by UPI</strong> to {payment.upiId}. {payment.caption}
      </figcaption>
    </figure>
  );
}
