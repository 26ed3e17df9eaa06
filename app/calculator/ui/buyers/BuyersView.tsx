import { useEffect, useId, useMemo, useState } from "react";

import {
  BookIndex,
  addBuyer,
  confirmDifferentBuyers,
  confirmSameBuyer,
  matchBuyers,
  mergeImported,
  pendingQuestions,
} from "~/calculator/buyers/buyer-book";
import { buyerBookCsv, describeBuyerCsvError, readBuyerCsvFile } from "~/calculator/buyers/buyer-csv";
import { documentBuyerKey } from "~/calculator/buyers/buyer-record";
import { duesOverview } from "~/calculator/buyers/dues";
import { keepBuyers } from "~/calculator/device/books-buyers";
import { announceBooksChange } from "~/calculator/device/books-channel";
import { indiaDate } from "~/calculator/register/period";
import type { SellerConfig } from "~/calculator/seller-config";
import { downloadFile } from "~/calculator/ui/download-file";
import { FileButton } from "~/calculator/ui/FileButton";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { BuyerDetailsForm } from "./BuyerDetailsForm";
import { BuyerPage } from "./BuyerPage";
import { DuesSummary } from "./DuesSummary";
import { onPaymentRequest, takePaymentRequest } from "./payment-request";
import { useBuyerAccounts } from "./use-buyer-accounts";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Buyers and dues: the "same buyer?" questions waiting for the rep, what each buyer owes by age, a
 * buyer found by name, GSTIN or phone (or added), the book's CSV import and export; a buyer picked
 * opens its page.
 */
export function BuyersView({ seller }: { seller: SellerConfig }) {
  const id = useId();
  const accounts = useBuyerAccounts();
  const [picked, setPicked] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string; lines?: string[] } | null>(
    null,
  );
  const today = useMemo(() => indiaDate(Date.now()), []);
  const ready = accounts.status === "ready" ? accounts : null;
  const overview = useMemo(
    () => (ready ? duesOverview(ready.book, ready.entries, ready.payments, today) : null),
    [ready, today],
  );
  // "Record payment" on an invoice: its buyer's page, the payment form with the invoice picked.
  const [payFor, setPayFor] = useState<{ invoiceNumber: string; request: number } | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => onPaymentRequest(() => setRequests((count) => count + 1)), []);
  const readyBook = ready?.book;
  useEffect(() => {
    if (!readyBook) return;
    const request = takePaymentRequest();
    if (!request) return;
    const record = new BookIndex(readyBook).resolve(documentBuyerKey(request.buyer));
    if (!record) return;
    setPicked(record.id);
    setPayFor({ invoiceNumber: request.invoiceNumber, request: requests });
  }, [readyBook, requests]);

  if (accounts.status === "loading") return <p className="calc-panel-body">Reading the buyers…</p>;
  if (!ready || !overview) {
    return (
      <p className="calc-panel-body calc-warning">
        This browser keeps no books for the calculator here (a private window, or storage turned off), so
        there are no buyers or payments to show.
      </p>
    );
  }
  const { books, book } = ready;

  const pickedRecord = picked ? book.find((record) => record.id === picked) : undefined;
  if (pickedRecord) {
    return (
      <BuyerPage
        record={pickedRecord}
        accounts={ready}
        seller={seller}
        today={today}
        payFor={payFor}
        onBack={() => {
          setPicked(null);
          setPayFor(null);
        }}
      />
    );
  }

  async function keep(records: Parameters<typeof keepBuyers>[1], removed: string[] = []) {
    await keepBuyers(books, records, removed);
    announceBooksChange({ kind: "documents" });
  }

  async function importFile(file: File) {
    setMessage({ tone: "info", text: `Reading ${file.name}…` });
    try {
      const read = await readBuyerCsvFile(file.name, new Uint8Array(await file.arrayBuffer()));
      const merged = mergeImported(book, read.buyers, Date.now());
      const before = new Map(book.map((record) => [record.id, JSON.stringify(record)]));
      await keep(merged.book.filter((record) => before.get(record.id) !== JSON.stringify(record)));
      const kept = `${plural(merged.added, "buyer")} added, ${merged.updated} updated from ${file.name}.`;
      setMessage({
        tone: read.errors.length > 0 ? "error" : "info",
        text: read.errors.length > 0 ? `${kept} ${plural(read.errors.length, "row")} left out:` : kept,
        lines: read.errors.map(describeBuyerCsvError),
      });
    } catch (error) {
      console.error("The buyer file could not be imported", error);
      setMessage({ tone: "error", text: `${file.name} could not be read. Choose it again.` });
    }
  }

  const questions = pendingQuestions(book);
  const found = query.trim() ? matchBuyers(book, query, 12) : [];

  return (
    <div className="calc-panel-body calc-buyers-body">
      {questions.length > 0 ? (
        <section aria-labelledby={`${id}-questions`}>
          <h3 id={`${id}-questions`}>Same buyer?</h3>
          <ul className="calc-buyer-questions">
            {questions.map(({ buyer, sameAs }) => (
              <li key={buyer.id}>
                <p>
                  A document names <strong>{buyer.name}</strong> with{" "}
                  {buyer.gstin ? `GSTIN ${buyer.gstin}` : `phone ${buyer.phone || "none"}`}; the book has{" "}
                  <strong>{sameAs.name}</strong> with{" "}
                  {sameAs.gstin ? `GSTIN ${sameAs.gstin}` : `phone ${sameAs.phone || "none"}`}. Is it the same
                  buyer (its GSTIN changed)?
                </p>
                <div className="calc-backup-actions">
                  <button
                    type="button"
                    className="calc-button"
                    onClick={() => {
                      const answer = confirmSameBuyer(book, buyer.id);
                      if (answer.ok) void keep([answer.record], [buyer.id]);
                    }}
                  >
                    Same buyer
                  </button>
                  <button
                    type="button"
                    className="calc-button"
                    onClick={() => {
                      const answer = confirmDifferentBuyers(book, buyer.id);
                      if (answer.ok) void keep([answer.record, sameAs]);
                    }}
                  >
                    Different buyers
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-dues`}>
        <h3 id={`${id}-dues`}>What buyers owe</h3>
        <DuesSummary overview={overview} onPick={setPicked} />
      </section>

      <section aria-labelledby={`${id}-find`}>
        <h3 id={`${id}-find`}>Find a buyer</h3>
        <div className="calc-field">
          <label htmlFor={`${id}-query`}>Name, GSTIN or phone</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <ul className="calc-buyer-matches" aria-live="polite">
          {found.map((record) => (
            <li key={record.id}>
              <button type="button" className="calc-link-button" onClick={() => setPicked(record.id)}>
                {record.name}
              </button>{" "}
              <span className="calc-hint">{[record.gstin, record.city].filter(Boolean).join(", ")}</span>
            </li>
          ))}
        </ul>
        <p className="calc-hint">{plural(book.length, "buyer")} in the book.</p>
        {adding ? (
          <BuyerDetailsForm
            record={null}
            submitLabel="Add the buyer"
            onSave={async (details) => {
              const added = addBuyer(book, details, Date.now());
              if (!added.ok) return added.message;
              await keep([added.record]);
              setAdding(false);
              setMessage({ tone: "info", text: `${added.record.name} added to the book.` });
              return null;
            }}
          />
        ) : (
          <button type="button" className="calc-button" onClick={() => setAdding(true)}>
            Add a buyer
          </button>
        )}
      </section>

      <section aria-labelledby={`${id}-file`}>
        <h3 id={`${id}-file`}>The book as a CSV file</h3>
        <p className="calc-hint">
          Columns Name, GSTIN, Address, City, PIN, State, Phone, Email, as billing apps export a party list.
        </p>
        <div className="calc-backup-actions">
          <FileButton
            label="Import buyers (CSV)"
            accept=".csv,text/csv"
            onFile={(file) => void importFile(file)}
          />
          <button
            type="button"
            className="calc-button"
            disabled={book.length === 0}
            onClick={() => {
              const name = `buyers-${today}.csv`;
              downloadFile(buyerBookCsv(book), name, "text/csv;charset=utf-8");
              setMessage({ tone: "info", text: `Saved ${name} with ${plural(book.length, "buyer")}.` });
            }}
          >
            Export buyers (CSV)
          </button>
        </div>
        <StatusMessage tone={message?.tone}>
          {message ? <p>{message.text}</p> : null}
          {message?.lines && message.lines.length > 0 ? (
            <ul>
              {message.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </StatusMessage>
      </section>
    </div>
  );
}
