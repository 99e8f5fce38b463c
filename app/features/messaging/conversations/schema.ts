import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { MESSAGING_TEXT } from "./texts";

/** Any 8-4-4-4-12 hexadecimal id, as PostgreSQL's uuid type accepts it. */
export const idSchema = z.guid();

/** R-message-content: trimmed, not empty, at most 5,000 characters of plain text. */
export const sendMessageSchema = z.object({
  content: plainText({ error: MESSAGING_TEXT.empty })
    .trim()
    .min(1, MESSAGING_TEXT.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXT.tooLong),
});

export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** `/messages?to={memberId}&artwork={artworkId}`: open or start a conversation. */
export const startConversationSchema = z.object({
  to: idSchema,
  // A malformed artwork id only loses the artwork card, not the conversation.
  artwork: idSchema.optional().catch(undefined),
});

export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** The artwork a message asks about (the `artwork` field or parameter), or null. */
export function askedAbout(value: unknown): string | null {
  return startConversationSchema.shape.artwork.parse(value) ?? null;
}

/** intent=send: a message, about `artwork` when given. */
const sendIntent = sendMessageSchema.extend({
  intent: z.literal("send"),
  artwork: startConversationSchema.shape.artwork,
});

/** intent=read: marks the others' messages read. */
const readIntent = z.object({ intent: z.literal("read") });

/**
 * What the send box's API (POST /api/messages/{id}) is asked to do. A post
 * without an intent (or with an unknown one) sends, as the send box always has.
 */
export const conversationIntentSchema = z.preprocess(
  (form) => {
    const fields = (form ?? {}) as Record<string, unknown>;
    return { ...fields, intent: fields.intent === "read" ? "read" : "send" };
  },
  z.discriminatedUnion("intent", [sendIntent, readIntent]),
);

export type ConversationIntent = z.infer<typeof conversationIntentSchema>;
