import link from "~/components/text-link.module.css";
import { linkify } from "~/lib/links";
import classes from "./outbox-list.module.css";

/** A mail's plain-text body: shown as text, with its http(s) links clickable. */
export function MailText({ text }: { text: string }) {
  return (
    <pre className={classes.mail}>
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${link.link} ${link.underlined}`}
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </pre>
  );
}
