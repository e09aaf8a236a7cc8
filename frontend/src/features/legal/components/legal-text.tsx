/**
 * Plain text as paragraphs: blank lines separate them, single line breaks stay, and a line of
 * its own starting with `#` is a heading. Rendered as text, never as HTML.
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
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
          <h2 key={index} className="pt-2 text-lg font-semibold text-stone-900">
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
