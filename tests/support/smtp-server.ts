import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  /** The message as it came over the wire (headers and encoded body). */
  data: string;
  /** Decoded: the subject and the plain-text and HTML parts. */
  subject: string;
  text: string;
  html: string;
};

/**
 * An SMTP server (the `smtp-server` package) on a free loopback port, for tests
 * that deliver mail: it keeps every message it accepts, decoded with
 * `mailparser`, or refuses every recipient while `state.refuse` is set.
 * `waitFor` resolves with the first mail to an address that matches.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const waiting = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const refusal = Object.assign(new Error("mailbox unavailable"), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const data = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(data);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The first mail to `to` whose subject matches, once it has arrived. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(
          (candidate) => candidate.to.includes(to) && subject.test(candidate.subject),
        );
        if (mail) return mail;
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 250);
        });
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
