import { product } from '@solarcred/domain/config';

/** Name of a link made of the logo: it starts with the name the logo shows (WCAG 2.5.3, label in name). */
export const logoHomeLinkLabel = `${product.name}, voltar à página inicial`;

/**
 * The sun mark, alone (mini) or with the product name. Plain markup, no Chakra: the landing
 * renders it before the design system has loaded. In dark mode the Chakra theme (app/theme.ts)
 * sets the two custom properties the name reads.
 */
export function Logo({ mini = false, inverted = false }: { mini?: boolean; inverted?: boolean }) {
  return (
    <span role="img" aria-label={product.name} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f172a" />
        <circle cx="32" cy="32" r="12" fill="#f59e0b" />
        <g stroke="#f59e0b" strokeWidth="4" strokeLinecap="round">
          <path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" />
        </g>
      </svg>
      {!mini && (
        <span aria-hidden="true" style={{ fontWeight: 700, fontSize: '1.125rem', color: inverted ? '#ffffff' : 'var(--solarcred-logo-fg, #111827)' }}>
          Solar<span style={{ color: inverted ? '#fb923c' : 'var(--solarcred-logo-accent, #c2410c)' }}>Cred</span>
        </span>
      )}
    </span>
  );
}
