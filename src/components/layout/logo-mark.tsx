/** The dealer's mark: a flag on a green, drawn inline so it costs no request. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
      <circle cx="16" cy="16" r="16" fill="#047857" />
      <path d="M13 7v17" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 7.5l8 3.5-8 3.5z" fill="#fbbf24" />
      <ellipse cx="16" cy="24.5" rx="7" ry="2" fill="#065f46" />
    </svg>
  );
}
