/**
 * A horizontal bar chart drawn on the server: each bar is a small SVG under its label and figure,
 * so it reads at 390 px as at 1280. Screen readers get the same figures as a table.
 */
export function BarChart({
  title,
  tallies,
  valueLabel = 'Leads',
}: {
  title: string;
  tallies: readonly (readonly [string, number])[];
  /** The figures' column heading in the table. */
  valueLabel?: string;
}) {
  const max = Math.max(1, ...tallies.map(([, count]) => count));
  return (
    <figure className="card p-5">
      <figcaption className="font-bold">{title}</figcaption>
      {tallies.length === 0 ? (
        <p className="mt-3 text-muted">None in this period.</p>
      ) : (
        <>
          <ul aria-hidden="true" className="mt-3 space-y-2.5">
            {tallies.map(([label, count]) => (
              <li key={label}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate">{label}</span>
                  <span className="font-semibold tabular-nums">{count}</span>
                </div>
                <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-1 block h-2.5 w-full">
                  <rect width="100" height="4" rx="2" className="fill-line" />
                  <rect width={(count / max) * 100} height="4" rx="2" className="fill-brand-700" />
                </svg>
              </li>
            ))}
          </ul>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {tallies.map(([label, count]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
