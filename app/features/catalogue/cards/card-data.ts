/** What an artwork card shows; built by cardColumns (queries.server.ts) plus the viewer's favourite flag. */
export type ArtworkCardData = {
  id: string;
  title: string;
  artistName: string | null;
  medium: string;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  inGentrificationZone: boolean;
  receivedLoanGrant: boolean;
  isSpecialNeedsArtist: boolean;
  isSeekingLocation: boolean;
  manageOwnSales: boolean;
  mainImageKey: string | null;
  isFavorite: boolean;
};
