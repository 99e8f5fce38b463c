import { MESSAGE_LINK_PROPS, splitMessage } from "~/features/messaging/conversations/links";

/**
 * A message's text, never its markup: http and https addresses become links
 * that open in a new tab without access to this page; everything else is text.
 */
export function MessageText({ content }: { content: string }) {
  return splitMessage(content).map((part, index) =>
    part.kind === "link" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <a key={index} href={part.href} {...MESSAGE_LINK_PROPS}>
        {part.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <span key={index}>{part.text}</span>
    ),
  );
}
