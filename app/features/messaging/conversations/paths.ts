export const MESSAGES_PATH = "/messages";

export const conversationPath = (id: string) => `${MESSAGES_PATH}/${id}`;

/** Opens the conversation with a member, or an empty thread to them (about an artwork). */
export const messageMemberPath = (memberId: string, artworkId?: string) =>
  `${MESSAGES_PATH}?to=${encodeURIComponent(memberId)}${
    artworkId ? `&artwork=${encodeURIComponent(artworkId)}` : ""
  }`;
