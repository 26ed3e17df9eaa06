import type { PeriodGlance } from "~/calculator/office/office-files";
import { formatINR } from "~/money/money";

const SECTION_NAMES = {
  b2b: "B2B: registered buyers",
  b2cl: "B2CL: large sales to other states",
  b2cs: "B2CS: other unregistered sales",
} as const;

const NOTE_NAMES = {
  "credit-note": "Credit notes (less)",
  "debit-note": "Debit notes (more)",
} as const;

const MISSING_SHOWN = 20;

function someNumbers(numbers: readonly string[]): string {
  const more = numbers.length - MISSING_SHOWN;
  return numbers.slice(0, MISSING_SHOWN).join(", ") + (more > 0 ? ` and ${more} more` : "");
}

const tax = (amounts: { cgst: number; sgst: number; igst: number }) =>
  amounts.cgst + amounts.sgst + amounts.igst;

interface TableRow {
  readonly name: string;
  readonly cells: readonly (string | number)[];
}

/**
 * A table of the glance: each row named in its first column; figures (numbers) right-aligned; each cell
 * labelled with its column, so that on a phone (a block per row) each figure says what it is.
 */
function GlanceTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  /** The first names the rows; a column whose name ends in "#" holds figures. */
  columns: readonly string[];
  rows: readonly TableRow[];
  total?: TableRow;
}) {
  const labels = columns.map((column) => column.replace(/#$/, ""));
  const figure = columns.map((column) => column.endsWith("#"));
  const line = (row: TableRow) => (
    <tr key={row.name}>
      <th scope="row">{row.name}</th>
      {row.cells.map((cell, index) => (
        <td
          key={labels[index + 1]}
          data-label={labels[index + 1]}
          className={figure[index + 1] ? "calc-num" : undefined}
        >
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="calc-table-scroll">
      <table className="calc-office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {labels.map((label, index) => (
              <th key={label} scope="col" className={figure[index] ? "calc-num" : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(line)}</tbody>
        {total ? <tfoot>{line(total)}</tfoot> : null}
      </table>
    </div>
  );
}

/**
 * The period at a glance: the numbers missing from any series first (what the office must resolve),
 * then the series, the GST rates and the kinds of supply as tables.
 */
export function PeriodGlanceTables({ glance }: { glance: PeriodGlance }) {
  const taxes = (amounts: PeriodGlance["totals"]) => [
    formatINR(amounts.taxable),
    formatINR(amounts.cgst),
    formatINR(amounts.sgst),
    formatINR(amounts.igst),
  ];
  return (
    <div className="calc-office-glance">
      <p>
        {glance.documents} {glance.documents === 1 ? "document" : "documents"} in {glance.series.length}{" "}
        series: tax invoices of taxable value {formatINR(glance.totals.taxable)}, tax{" "}
        {formatINR(tax(glance.totals))}, invoice value {formatINR(glance.totals.invoiceValue)}
        {glance.notes.length > 0
          ? `; net of the credit and debit notes, taxable value ${formatINR(glance.net.taxable)}, tax ${formatINR(tax(glance.net))}`
          : ""}
        .
      </p>
      {glance.series
        .filter((series) => series.missing.length > 0)
        .map((series) => (
          <p key={series.series} className="calc-warning">
            Missing from {series.series}: {someNumbers(series.missing)}. No file holds{" "}
            {series.missing.length === 1 ? "this number" : "these numbers"}: find out why (a backup not yet
            sent, a lost phone) before filing.
          </p>
        ))}
      <GlanceTable
        caption="Series"
        columns={["Series", "First", "Last", "Issued#", "Cancelled#", "Missing#"]}
        rows={glance.series.map((series) => ({
          name: series.series,
          cells: [series.first, series.last, series.issued, series.cancelled, series.missing.length],
        }))}
      />
      <GlanceTable
        caption="By GST rate"
        columns={["Rate", "Taxable value#", "CGST#", "SGST#", "IGST#"]}
        rows={glance.rates.map((row) => ({
          name: `${row.ratePercent}%`,
          cells: taxes({ ...row, invoiceValue: 0 }),
        }))}
        total={{ name: "Total", cells: taxes(glance.totals) }}
      />
      <GlanceTable
        caption="By kind of supply"
        columns={["Kind", "Documents#", "Taxable value#", "Tax#", "Value#"]}
        rows={[
          ...glance.sections.map((section) => ({
            name: SECTION_NAMES[section.section],
            cells: [
              section.invoices,
              formatINR(section.taxable),
              formatINR(tax(section)),
              formatINR(section.invoiceValue),
            ],
          })),
          ...glance.notes.map((notes) => ({
            name: NOTE_NAMES[notes.kind],
            cells: [notes.notes, formatINR(notes.taxable), formatINR(tax(notes)), formatINR(notes.noteValue)],
          })),
        ]}
      />
    </div>
  );
}
