/**
 * A heading's anchor: its words in lower case joined by `-` (`# Kontakt` is `#kontakt`). The
 * English contact heading shares the German one's, so the footer's `/impressum#kontakt` finds the
 * contact details in either language.
 */
export function headingAnchor(heading: string): string {
  const slug = heading
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === 'contact' ? 'kontakt' : slug;
}

/**
 * Plain text as paragraphs: blank lines separate them, single line breaks stay, and a line of
 * its own starting with `#` is a heading with an anchor (`headingAnchor`). Rendered as text, never
 * as HTML.
 */
export function LegalText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-stone-700">
      {paragraphs.map((paragraph, index) =>
        isHeading(paragraph) ? (
          <h2
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
            key={index}
            id={headingAnchor(paragraph.replace(/^#+\s*/, ''))}
            // Below the sticky header when a link jumps to it.
            className="scroll-mt-24 pt-2 text-lg font-semibold text-stone-900"
          >
            {paragraph.replace(/^#+\s*/, '')}
          </h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
          <p key={index} className="whitespace-pre-line break-words">
            {paragraph}
          </p>
        ),
      )}
    </div>
  );
}

const isHeading = (paragraph: string) => !paragraph.includes('\n') && /^#+\s*\S/.test(paragraph);
