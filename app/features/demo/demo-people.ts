import { DEMO_ARTISTS } from "./demo-artists";
import type { DemoPerson } from "./demo-person";

/** Every demo account signs in with this password (printed at start). */
export const DEMO_PASSWORD = "gallery-demo-2026";

export const DEMO_ADMIN: DemoPerson = {
  email: "admin@demo.gallery",
  fullName: "Simone Okafor",
  handle: "gallery_admin",
  role: "admin",
  plan: "Patron",
  city: "Baltimore",
  state: "MD",
  zipCode: "21201",
  phone: "(410) 555-0100",
  bio: "Runs the gallery's invitations and memberships. Ask me anything about leasing work for your space.",
  palette: "chesapeake",
  listed: true,
  invitationNote: "Founding administrator",
};

export const DEMO_MEMBERS: readonly DemoPerson[] = [
  {
    email: "member@demo.gallery",
    fullName: "Jordan Ellis",
    handle: "jordan_collects",
    role: "member",
    plan: "Free Tier",
    city: "Towson",
    state: "MD",
    zipCode: "21204",
    phone: "(410) 555-0177",
    bio: "New to collecting. Looking for something big and blue for the living room.",
    palette: "indigo",
    listed: true,
    invitationNote: "Friend of the gallery",
  },
  {
    email: "curator@demo.gallery",
    fullName: "Marcus Bell",
    handle: "marcus-curates",
    role: "curator",
    plan: "Artist",
    city: "Washington",
    state: "DC",
    zipCode: "20001",
    phone: "(202) 555-0124",
    bio: "Independent curator placing local work in cafés, offices and lobbies around the DMV.",
    palette: "marigold",
    listed: true,
    invitationNote: "Curator, Shaw",
  },
  {
    email: "priya.natarajan@demo.gallery",
    fullName: "Priya Natarajan",
    handle: "priya_n",
    role: "member",
    plan: "Patron",
    city: "Columbia",
    state: "MD",
    zipCode: "21044",
    phone: "(410) 555-0188",
    bio: "Collector of prints and ceramics; leases work for the clinic waiting room.",
    palette: "sageClay",
    listed: false,
    invitationNote: "Collector, Howard County",
  },
  {
    email: "elena.ruiz@demo.gallery",
    fullName: "Elena Ruiz",
    handle: "elena_ruiz",
    role: "member",
    plan: "Supporter",
    city: "Richmond",
    state: "VA",
    zipCode: "23220",
    phone: "(804) 555-0109",
    bio: "Architect. I lease pieces for client show homes.",
    palette: "desertBloom",
    listed: false,
    invitationNote: "Architect, Fan District",
  },
];

/** Invited but not yet registered: try registering with one of these. */
export const DEMO_PENDING_INVITATIONS = [
  { email: "invited@demo.gallery", notes: "Demo invitation: register with this e-mail" },
  { email: "nadia.haddad@demo.gallery", notes: "Painter, met at the Station North open studios" },
  { email: "owen.price@demo.gallery", notes: "Collector, Roland Park" },
] as const;

/** Everyone with a demo account, the admin first (they invite the rest). */
export const DEMO_PEOPLE: readonly DemoPerson[] = [DEMO_ADMIN, ...DEMO_ARTISTS, ...DEMO_MEMBERS];
