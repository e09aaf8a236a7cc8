/**
 * What the frame (header, menu, footer, floating buttons) shows on every page: the shared words,
 * the layout's texts and the feature namespaces whose menu entry (`diary:nav`), footer link
 * (`legal:footer.…`) or frame text (`faq:frame.openFaq`) it shows. i18next loads them at the
 * start (lib/i18n.ts), one file per language (vite-chunks.ts), before the first render.
 */
export const frameNamespaces = ['common', 'layout', 'legal', 'faq', 'messages', 'diary', 'dimensionRings'];
