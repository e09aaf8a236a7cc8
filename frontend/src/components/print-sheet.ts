/**
 * What printable sheets share (the code sheets of the admin, the handover dialog): the print
 * style that shows the open dialog alone, and QR codes as images.
 */

/**
 * While a dialog with the class `print-sheet` is open, printing shows it alone: every other child
 * of <body> (the app, the backdrop) is hidden and the dialog flows over as many pages as it needs.
 * Its buttons are hidden, and whatever `hidden` selects inside it.
 */
export function printSheetCss(margin: string, hidden: readonly string[] = []): string {
  const hide = ['.print-sheet button', ...hidden.map((selector) => `.print-sheet ${selector}`)].join(', ');
  return `
@media print {
  @page { margin: ${margin}; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > :not(.print-sheet) { display: none !important; }
  .print-sheet {
    position: static !important; translate: none !important; transform: none !important; width: auto !important;
    max-width: none !important; max-height: none !important; overflow: visible !important;
    box-shadow: none !important; border-radius: 0 !important; padding: 0 !important;
  }
  ${hide} { display: none !important; }
}
`;
}

/** Each address as a QR code image (an SVG data URL); the QR library is loaded only when asked. */
export async function qrImages(urls: readonly string[]): Promise<string[]> {
  const qr = await import('qrcode');
  const svgs = await Promise.all(
    urls.map((url) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })),
  );
  return svgs.map((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
}
