export function SpecificationsTable({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="specifications-heading">
      <h2 id="specifications-heading">Specifications</h2>
      <table className="specifications">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
