import { Anchor, Box } from "@mantine/core";
import { linkify } from "~/lib/links";

/** A mail's plain-text body: shown as text, with its http(s) links clickable. */
export function MailText({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      m={0}
      p="sm"
      fz="sm"
      bg="var(--mantine-color-gray-0)"
      style={{
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
        fontFamily: "var(--mantine-font-family)",
        borderRadius: "var(--mantine-radius-sm)",
      }}
    >
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
