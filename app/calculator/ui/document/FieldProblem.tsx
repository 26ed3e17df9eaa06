/** What is wrong with a field, read out as soon as it is said (the field names it in aria-describedby). */
export function FieldProblem({ id, problem }: { id: string; problem: string | null }) {
  return (
    <p id={id} role="alert" className="calc-hint calc-status-error">
      {problem}
    </p>
  );
}
