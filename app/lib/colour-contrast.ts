/** A colour as `#RRGGBB`, the one form colours are stored and compared in. */
export const hexColourPattern = /^#[0-9A-Fa-f]{6}$/;

/** WCAG AA's least contrast for ordinary text. */
export const minimumTextContrast = 4.5;

/** WCAG 2.x relative luminance of a `#RRGGBB` colour: 0 for black, 1 for white. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG 2.x contrast ratio of two `#RRGGBB` colours, from 1 (the same) to 21 (black on
 * white), whichever is lighter.
 * @example contrastRatio('#FFFFFF', '#000000') // 21
 * @example contrastRatio('#777777', '#FFFFFF') // 4.48 (to two places): too low for text
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A contrast ratio as WCAG writes it, never rounded up past a limit.
 * @example formatContrast(4.496) // '4.49:1'
 */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
