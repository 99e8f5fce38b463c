/** The four figures of the admin dashboard. */
export type AdminCounts = {
  totalUsers: number;
  totalArtworks: number;
  transactions: number;
  pendingInvitations: number;
};
