import { linkParts } from '../utils/link-parts';

/**
 * A message as the plain text it is, its web addresses clickable. React writes the text as text,
 * so markup in a message shows as typed; links open in a new tab without handing it this page
 * (noopener) or its address (noreferrer).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // The parts of one message never move, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
