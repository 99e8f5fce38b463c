import type { Database } from "~/db/client.server";
import { conversationParticipants, conversations, messages } from "~/db/schema";
import { pairKey } from "~/features/messaging/index.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DemoMessage = { from: "a" | "b"; ago: number; text: string; read?: boolean };

type DemoConversation = {
  a: string;
  b: string;
  /** The conversation is about this artist's first (or n-th) demo work. */
  about?: { artistEmail: string; index: number };
  messages: DemoMessage[];
};

/**
 * A few conversations so that Messages is not empty on a demo: the demo member
 * asking the demo artist about a painting (with two replies still unread), an
 * older exchange with a printmaker, and a collector's question for the artist.
 */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    a: "member@demo.gallery",
    b: "artist@demo.gallery",
    about: { artistEmail: "artist@demo.gallery", index: 0 },
    messages: [
      {
        from: "a",
        ago: 6 * DAY + 3 * HOUR,
        text: "Hi Maya! I love this piece. Is it still available, and would you consider a three-month lease for my living room?",
      },
      {
        from: "b",
        ago: 6 * DAY + 40 * MINUTE,
        text: "Thank you, Jordan! Yes, it's available. A three-month lease works well; the monthly rate on the page applies and I can deliver anywhere in Baltimore County.",
      },
      {
        from: "a",
        ago: 5 * DAY + 2 * HOUR,
        text: "Wonderful. The room faces north, so the light is quite cool. Could you send a photo of it in daylight?\n\nAlso, is it framed?",
      },
      {
        from: "b",
        ago: 2 * HOUR + 12 * MINUTE,
        text: "It's unframed with painted edges, so it hangs well as it is. I'll take a few daylight photos at the studio this afternoon.",
        read: false,
      },
      {
        from: "b",
        ago: 2 * HOUR + 9 * MINUTE,
        text: "In the meantime, the detail shots on the artwork page are true to colour.",
        read: false,
      },
    ],
  },
  {
    a: "member@demo.gallery",
    b: "theo.vasquez@demo.gallery",
    about: { artistEmail: "theo.vasquez@demo.gallery", index: 1 },
    messages: [
      {
        from: "a",
        ago: 8 * DAY + 5 * HOUR,
        text: "Hello Theo, how many prints are in this edition?",
      },
      {
        from: "b",
        ago: 8 * DAY + 2 * HOUR,
        text: "Hi Jordan, it's an edition of 20 and this is number 7. Happy to show you the plate if you're ever in Hampden.",
      },
      { from: "a", ago: 7 * DAY + 20 * HOUR, text: "I'd like that. I'll be in touch!" },
    ],
  },
  {
    a: "priya.natarajan@demo.gallery",
    b: "artist@demo.gallery",
    about: { artistEmail: "artist@demo.gallery", index: 2 },
    messages: [
      {
        from: "a",
        ago: 26 * HOUR,
        text: "Hi Maya, we lease work for our clinic waiting room in Columbia. Would this one be available from the first of next month?",
        read: false,
      },
    ],
  },
];

/**
 * Adds the demo conversations inside the seed's transaction. Everyone counts
 * as already e-mailed about them, so the unread-message job stays quiet.
 */
export async function seedDemoConversations(
  database: Database,
  {
    userIds,
    artworks,
    now,
  }: {
    userIds: ReadonlyMap<string, string>;
    artworks: readonly { id: string; artistEmail: string }[];
    now: Date;
  },
) {
  for (const demo of DEMO_CONVERSATIONS) {
    const a = userIds.get(demo.a);
    const b = userIds.get(demo.b);
    if (!a || !b) continue;
    const artworkId = demo.about
      ? (artworks.filter((w) => w.artistEmail === demo.about?.artistEmail)[demo.about.index]?.id ??
        null)
      : null;
    const times = demo.messages.map((m) => new Date(now.getTime() - m.ago));
    const first = times[0] ?? now;
    const last = times.at(-1) ?? now;
    const [conversation] = await database
      .insert(conversations)
      .values({
        pairKey: pairKey(a, b),
        artworkId,
        lastMessageAt: last,
        createdAt: new Date(first.getTime() - MINUTE),
        updatedAt: last,
      })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    await database.insert(conversationParticipants).values(
      [a, b].map((userId) => ({
        conversationId: conversation.id,
        userId,
        notifiedAt: now,
        joinedAt: new Date(first.getTime() - MINUTE),
      })),
    );
    await database.insert(messages).values(
      demo.messages.map((message, index) => ({
        conversationId: conversation.id,
        senderId: message.from === "a" ? a : b,
        content: message.text,
        artworkId: index === 0 ? artworkId : null,
        isRead: message.read ?? true,
        createdAt: times[index] as Date,
        updatedAt: times[index] as Date,
      })),
    );
  }
}
