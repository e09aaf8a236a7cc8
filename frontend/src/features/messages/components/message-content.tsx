import { Link } from 'react-router-dom';

/** The activation link an answered ring request's message carries (always a path of this site). */
const ringLink = /(\/dimension-rings\?code=[A-Za-z0-9%_-]+)/;

/** The text in pieces, each keyed by where it starts: plain text, and the links between. */
function pieces(content: string) {
  let at = 0;
  return content.split(ringLink).map((text, index) => {
    const piece = { key: `${at}`, text, isLink: index % 2 === 1 };
    at += text.length;
    return piece;
  });
}

/** A message's text as written (line breaks kept); its ring-code links can be followed. */
export function MessageContent({ content }: { content: string }) {
  return (
    <p className="text-base leading-relaxed break-words whitespace-pre-wrap text-stone-800">
      {pieces(content).map(({ key, text, isLink }) =>
        isLink ? (
          <Link key={key} to={text} className="font-medium text-brand-800 underline underline-offset-4">
            {text}
          </Link>
        ) : (
          <span key={key}>{text}</span>
        ),
      )}
    </p>
  );
}
