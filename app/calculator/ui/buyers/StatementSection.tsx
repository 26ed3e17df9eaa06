import { useId, useMemo, useState } from "react";

import type { BuyerAccount } from "~/calculator/buyers/dues";
import { upiDuesLink } from "~/calculator/buyers/reminder";
import { buyerStatement } from "~/calculator/buyers/statement";
import { financialYear } from "~/calculator/documents/document-numbering";
import type { SellerConfig } from "~/calculator/seller-config";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { formatINR } from "~/money/money";

import { saveStatementCsv, saveStatementPdf } from "./account-files";

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The buyer's statement for a period (this financial year to today at first), as PDF and CSV. */
export function StatementSection({
  account,
  seller,
  today,
}: {
  account: BuyerAccount;
  seller: SellerConfig;
  today: string;
}) {
  const id = useId();
  const [from, setFrom] = useState(
    () => `${financialYear(Date.parse(`${today}T12:00:00+05:30`)).slice(0, 4)}-04-01`,
  );
  const [to, setTo] = useState(today);
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const valid = isDate(from) && isDate(to) && from <= to;
  const statement = useMemo(
    () => (valid ? buyerStatement(account, from, to) : null),
    [account, from, to, valid],
  );
  const upiUri = statement ? upiDuesLink(statement.closing, account.name, seller) : null;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>Statement</h4>
      <div className="calc-statement-period">
        <div className="calc-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {statement ? (
        <p>
          Opening balance {formatINR(statement.opening)}; {statement.rows.length}{" "}
          {statement.rows.length === 1 ? "entry" : "entries"}; closing balance {formatINR(statement.closing)}.
        </p>
      ) : (
        <p className="calc-warning">Please choose a period whose start is not after its end.</p>
      )}
      <div className="calc-backup-actions">
        <button
          type="button"
          className="calc-button"
          disabled={!statement}
          onClick={() =>
            statement &&
            void saveStatementPdf(statement, seller, upiUri).then(
              (name) => setMessage({ tone: "info", text: `Saved ${name}.` }),
              (error: unknown) => {
                console.error("The statement's PDF could not be made", error);
                setMessage({
                  tone: "error",
                  text: "The statement's PDF could not be made here. Try the CSV.",
                });
              },
            )
          }
        >
          Statement PDF
        </button>
        <button
          type="button"
          className="calc-button"
          disabled={!statement}
          onClick={() =>
            statement && setMessage({ tone: "info", text: `Saved ${saveStatementCsv(statement)}.` })
          }
        >
          Statement CSV
        </button>
      </div>
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
    </section>
  );
}
