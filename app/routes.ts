import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the spec's route table (part 1 §2, part 2 §2), plus account and resource routes.
export default [
  // The first-visit pages and every public page, on the app's own components.
  index("routes/home.tsx"),
  route("artwork/:id", "routes/artwork.tsx"),
  route("search", "routes/search.tsx"),
  route("about", "routes/about.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("artwork/:id/provenance", "routes/artwork-provenance.tsx"),
  route("subscribe", "routes/subscribe.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("profile/:userId", "routes/member-profile.tsx"),

  // The signed-in pages, drawn with Mantine under its provider (docs/decisions/0017).
  layout("routes/mantine-layout.tsx", [
    // Signed in
    route("profile", "routes/profile.tsx"),
    route("checkout/:artworkId", "routes/checkout.tsx"),
    route("messages", "routes/messages.tsx"),
    route("messages/:conversationId", "routes/conversation.tsx"),
    route("discovery-mode", "routes/discovery-mode.tsx"),
    route("artist/dashboard", "routes/artist-dashboard.tsx"),
    route("artist/artwork", "routes/artist-artwork.tsx"),
    route("artist/artwork/upload", "routes/artist-artwork-upload.tsx"),
    route("artist/artwork/edit/:id", "routes/artist-artwork-edit.tsx"),
    route("artist/earnings", "routes/artist-earnings.tsx"),
    route("artist/earnings/:transactionId", "routes/artist-earnings-transaction.tsx"),
    route("curator/spaces", "routes/curator-spaces.tsx"),
    route("curator/spaces/upload", "routes/curator-space-upload.tsx"),
    route("curator/spaces/edit/:id", "routes/curator-space-edit.tsx"),
    route("curator/spaces/gallery/:spaceId", "routes/curator-space-gallery.tsx"),

    // Admin only
    route("admin/dashboard", "routes/admin-dashboard.tsx"),
    route("admin/invitations", "routes/admin-invitations.tsx"),
    route("admin/subscriptions", "routes/admin-subscriptions.tsx"),
    route("admin/outbox", "routes/admin-outbox.tsx"),
    route("admin/plans", "routes/admin-plans.tsx"),
    route("admin/audit", "routes/admin-audit.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),

  // Resources (no page)
  route("logout", "routes/logout.ts"),
  route("artist/artwork/:id/qr/:format", "routes/artist-artwork-qr.ts"),
  route("artwork/:id/certificate.pdf", "routes/artwork-certificate.ts"),
  route("artist/earnings.csv", "routes/artist-earnings-csv.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/favorites", "routes/api.favorites.ts"),
  route("api/artworks/:id/views", "routes/api.artwork-views.ts"),
  route("api/featured-artists", "routes/api.featured-artists.ts"),
  route("api/admin/users", "routes/api.admin-user-search.ts"),
  route("api/reveal-contact", "routes/api.reveal-contact.ts"),
  route("api/curator/spaces/:spaceId/suggestions", "routes/api.curator-suggestions.ts"),
  route("api/curator/spaces/:spaceId/selection", "routes/api.curator-selection.ts"),
  route("api/discovery/artworks", "routes/api.discovery-artworks.ts"),
  route("api/discovery/views", "routes/api.discovery-views.ts"),
  route("api/discovery/stars", "routes/api.discovery-stars.ts"),
  route("api/discovery/qr/:artworkId", "routes/api.discovery-qr.ts"),
  route("api/messages/stream", "routes/api.messages-stream.ts"),
  route("api/messages/:conversationId", "routes/api.messages.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("media/*", "routes/media.ts"),
  route("healthz", "routes/healthz.ts"),
  route("livez", "routes/livez.ts"),
] satisfies RouteConfig;
