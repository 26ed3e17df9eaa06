import { useId, useMemo, useState } from "react";

import { financialYear } from "~/calculator/documents/document-numbering";
import { monthPeriod, quarterPeriod, type Period } from "~/calculator/register/period";

/**
 * The period a set of files covers, as the rep or the office chooses it: a month, or a quarter of
 * this financial year or the last (docs/calculator.md, "The accountant's files").
 */

const QUARTER_MONTHS = ["Apr–Jun", "Jul–Sep", "Oct–Dec", "Jan–Mar"];

export interface PeriodChoice {
  readonly span: "month" | "quarter";
  /** `2026-11`. */
  readonly month: string;
  /** `2026-27|3`. */
  readonly quarter: string;
}

/** "2026-11", the month in India now. */
function currentMonth(now: number): string {
  return new Date(now + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** The quarters of this financial year and the last, newest first, as (year, quarter) pairs. */
function recentQuarters(now: number): { value: string; label: string }[] {
  const thisYear = financialYear(now);
  const start = Number(thisYear.slice(0, 4));
  const lastYear = `${start - 1}-${String(start % 100).padStart(2, "0")}`;
  return [thisYear, lastYear].flatMap((year) =>
    [4, 3, 2, 1].map((quarter) => ({
      value: `${year}|${quarter}`,
      label: `${year} Q${quarter} (${QUARTER_MONTHS[quarter - 1]})`,
    })),
  );
}

/** This month, and the quarter it falls in, chosen at first. */
export function usePeriodChoice() {
  const now = useMemo(() => Date.now(), []);
  return useState<PeriodChoice>(() => {
    const month = currentMonth(now);
    const thisMonth = Number(month.slice(5, 7));
    const quarter = thisMonth >= 4 ? Math.floor((thisMonth - 4) / 3) + 1 : 4;
    return { span: "month", month, quarter: `${financialYear(now)}|${quarter}` };
  });
}

/** The period chosen, or null when the month typed is not one. */
export function chosenPeriod(choice: PeriodChoice): Period | null {
  if (choice.span === "month") return monthPeriod(choice.month);
  const [year = "", quarter = ""] = choice.quarter.split("|");
  return quarterPeriod(year, Number(quarter));
}

export function PeriodFields({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const id = useId();
  const quarters = useMemo(() => recentQuarters(Date.now()), []);
  return (
    <fieldset className="calc-period">
      <legend>Period</legend>
      <div className="calc-radio">
        <input
          id={`${id}-month`}
          type="radio"
          name={`${id}-span`}
          checked={choice.span === "month"}
          onChange={() => onChange({ ...choice, span: "month" })}
        />
        <label htmlFor={`${id}-month`}>Month</label>
      </div>
      <div className="calc-radio">
        <input
          id={`${id}-quarter`}
          type="radio"
          name={`${id}-span`}
          checked={choice.span === "quarter"}
          onChange={() => onChange({ ...choice, span: "quarter" })}
        />
        <label htmlFor={`${id}-quarter`}>Quarter</label>
      </div>
      {choice.span === "month" ? (
        <div className="calc-field">
          <label htmlFor={`${id}-month-value`}>Month (year and month)</label>
          <input
            id={`${id}-month-value`}
            type="month"
            value={choice.month}
            onChange={(event) => onChange({ ...choice, month: event.target.value })}
          />
        </div>
      ) : (
        <div className="calc-field">
          <label htmlFor={`${id}-quarter-value`}>Quarter of the financial year</label>
          <select
            id={`${id}-quarter-value`}
            value={choice.quarter}
            onChange={(event) => onChange({ ...choice, quarter: event.target.value })}
          >
            {quarters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
