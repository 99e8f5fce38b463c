import { createServer, type Socket } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server on a free local port, for tests that deliver mail: it
 * keeps every message it accepts, or refuses them all while `refuse` is set.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.smtp ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 queued");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test.smtp");
        else if (verb === "MAIL") {
          current.from = line.slice(10).trim();
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          if (state.refuse) reply("550 5.1.1 mailbox unavailable");
          else {
            current.to.push(line.slice(8).trim());
            reply("250 2.1.5 ok");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 ok");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
