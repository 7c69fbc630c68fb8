interface BrandLogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** On dark backgrounds the wordmark turns white. */
  inverted?: boolean;
}

/** The Laydown mark: three stacked boards, the materials laid down on site. */
export function BrandLogo({ size = 32, inverted = false }: BrandLogoProps) {
  return (
    <span className={inverted ? 'brand-logo brand-logo--inverted' : 'brand-logo'}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <rect x="7" y="19" width="18" height="5" rx="1.5" fill="#fff" />
        <rect x="7" y="12" width="12" height="5" rx="1.5" fill="#fdba74" />
        <rect x="7" y="5" width="7" height="5" rx="1.5" fill="#fff" opacity="0.7" />
      </svg>
      <span className="brand-logo__word" style={{ fontSize: Math.round(size * 0.68) }}>
        Laydown
      </span>
    </span>
  );
}
