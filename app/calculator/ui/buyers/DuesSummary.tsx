import { AGE_BANDS, type DuesOverview } from "~/calculator/buyers/dues";
import { formatINR } from "~/money/money";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The most buyers listed: the rest are the smallest amounts, and in the totals above. */
const LISTED = 200;

/**
 * What buyers owe: the total due (and held in advance), the total in each age band, and every buyer
 * who owes, most first, then those with an advance, with each one's bands. A device's screen lets the
 * rep pick a buyer (`onPick`); the office's lists them with their GSTIN.
 */
export function DuesSummary({ overview, onPick }: { overview: DuesOverview; onPick?: (id: string) => void }) {
  return (
    <>
      <p>
        {formatINR(overview.totalDue)} due from{" "}
        {plural(overview.buyers.filter((dues) => dues.balance > 0).length, "buyer")}
        {overview.totalAdvance > 0 ? `; ${formatINR(overview.totalAdvance)} held in advance` : ""}.
      </p>
      <table className="calc-office-table calc-dues-bands">
        <caption className="visually-hidden">Amount due by age of invoice</caption>
        <thead>
          <tr>
            {AGE_BANDS.map((band) => (
              <th key={band.label} scope="col">
                {band.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {overview.bands.map((amount, index) => (
              <td key={index}>{formatINR(amount)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {overview.buyers.length === 0 ? (
        <p>No buyer owes anything.</p>
      ) : (
        <ol className="calc-dues-list">
          {overview.buyers.slice(0, LISTED).map((dues) => (
            <li key={dues.id}>
              {onPick ? (
                <button type="button" className="calc-link-button" onClick={() => onPick(dues.id)}>
                  {dues.name}
                </button>
              ) : (
                <span>
                  {dues.name}
                  {dues.record?.gstin ? ` (${dues.record.gstin})` : ""}
                </span>
              )}{" "}
              <strong>
                {dues.balance > 0 ? `${formatINR(dues.balance)} due` : `${formatINR(-dues.balance)} advance`}
              </strong>
              {dues.balance > 0 ? (
                <span className="calc-hint">
                  {" "}
                  {AGE_BANDS.map((band, index) =>
                    dues.bands[index] ? `${band.label}: ${formatINR(dues.bands[index])}` : null,
                  )
                    .filter(Boolean)
                    .join("; ")}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
