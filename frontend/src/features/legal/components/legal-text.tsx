/**
 * Plain text as paragraphs: blank lines separate them, single line breaks stay. A paragraph of
 * one short line without a full stop reads as a heading. Rendered as text, never as HTML.
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
            {paragraph}
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

const isHeading = (paragraph: string) =>
  !paragraph.includes('\n') && paragraph.length <= 60 && !/[.:;!?)]$/.test(paragraph);
