/** The site's mark: a chip in the accent colour. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--accent)" />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke="var(--on-accent)" strokeWidth="2" strokeDasharray="4 3.2" />
      <path d="M16 9.5l2 4.2 4.6.6-3.4 3.2.9 4.5-4.1-2.2-4.1 2.2.9-4.5-3.4-3.2 4.6-.6z" fill="var(--on-accent)" />
    </svg>
  );
}
