import { staffingReport2024 as report, usd } from '@/content/policy-figures';

/** The staffing report's headline figures as a grid, above the report's full text. */
export function StaffingFigures() {
  const figures = [
    { value: String(report.fullTime), label: 'Full-time employees' },
    { value: String(report.partTime), label: 'Part-time employees' },
    { value: String(report.seasonal), label: `Seasonal employees, ${report.seasonalMonths}` },
    { value: String(report.peakHeadcount), label: 'Team members at peak' },
    { value: `${report.retentionPercent}%`, label: 'Employee retention' },
    { value: String(report.safetyTrainingHours), label: 'Hours of safety training' },
    { value: usd(report.developmentBudgetPerEmployee), label: 'Development budget per employee a year' },
    { value: `${report.surveyResponsePercent}%`, label: 'Employee survey response' },
  ];
  return (
    <section aria-labelledby="staffing-figures-heading" className="mt-10">
      <h2 id="staffing-figures-heading" className="text-2xl font-extrabold tracking-tight">
        {report.year} at a Glance
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-card border border-line bg-surface p-4">
            <dt className="order-2 mt-1 text-sm text-muted">{figure.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-800 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
