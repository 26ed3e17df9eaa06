import type { DocumentView } from "~/calculator/documents/document-view";

import { UpiQrCode } from "./UpiQrCode";

/**
 * What follows the lines on the document: the summary (with its CGST/SGST or IGST rows), the amount in
 * words, free goods, the UPI payment QR code, quantities, notes, the HSN-wise tax table, bank details,
 * the line for the e-way bill's number, the declaration and the signature.
 */
export function DocumentClosing({ view }: { view: DocumentView }) {
  return (
    <>
      <div className="calc-invoice-totals">
        <table className="calc-summary">
          <caption>Summary</caption>
          <tbody>
            {view.summary.map((row) => (
              <tr key={row.key} className={`calc-summary-${row.key} calc-summary-role-${row.role}`}>
                <th scope="row">{row.label}</th>
                <td className="calc-summary-detail">{row.detail}</td>
                <td className="calc-num">{row.amountText}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="calc-free-goods">
          <h3>Amount in words</h3>
          <p className="calc-doc-words">{view.amountInWords}</p>
          {view.freeGoods ? <p className="calc-doc-small">{view.freeGoods}</p> : null}
          {view.payment ? <UpiQrCode payment={view.payment} /> : null}
          {view.quantityTable.length > 0 ? (
            <table className="calc-quantities">
              <caption>Quantities</caption>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col" className="calc-num">
                    Total
                  </th>
                  <th scope="col" className="calc-num">
                    Billed
                  </th>
                  <th scope="col" className="calc-num">
                    Free
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.quantityTable.map((row) => (
                  <tr key={row.unit}>
                    <th scope="row">{row.unit}</th>
                    <td className="calc-num">{row.total}</td>
                    <td className="calc-num">{row.billed}</td>
                    <td className="calc-num">{row.free}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {view.notes ? (
            <>
              <h3>Notes</h3>
              <p className="calc-invoice-notes">{view.notes}</p>
            </>
          ) : null}
        </div>
      </div>

      {view.hsnTable.rows.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="calc-table-scroll" role="region" aria-label="HSN-wise tax summary" tabIndex={0}>
          <table className="calc-hsn">
            <caption>HSN-wise tax summary</caption>
            <thead>
              <tr>
                {view.hsnTable.headers.map((header, index) => (
                  <th
                    key={header}
                    scope="col"
                    className={index === 0 || index === 2 ? undefined : "calc-num"}
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.hsnTable.rows.map((row) => (
                <tr key={`${row[0]}-${row[2]}`}>
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={index === 0 || index === 2 ? undefined : "calc-num"}
                      data-label={view.hsnTable.headers[index]}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                {view.hsnTable.total.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={index === 2 ? undefined : "calc-num"}
                      data-label={view.hsnTable.headers[index]}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}

      <div className="calc-doc-sign">
        <div>
          {view.bank.length > 0 ? (
            <>
              <h3>Bank details for payment</h3>
              {view.bank.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </>
          ) : null}
          {view.ewayBill ? (
            <p className="calc-doc-eway">
              E-way bill no. <span className="calc-doc-fill" />
            </p>
          ) : null}
          <h3>Declaration</h3>
          <p className="calc-doc-small">{view.declaration}</p>
        </div>
        <div className="calc-doc-signatory">
          <p>{view.signatory}</p>
          <p className="calc-doc-small">Authorised signatory</p>
        </div>
      </div>
    </>
  );
}
