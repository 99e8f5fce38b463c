import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provenance } from "~/db/schema";
import {
  CERTIFICATE_RATE_LIMIT,
  CERTIFICATE_RATE_LIMIT_MESSAGE,
} from "~/features/commerce/index.server";
import { processImage } from "~/features/media/index.server";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import { pdfText } from "../../tests/support/pdf";
import { nameMember, soldTwice } from "../../tests/support/provenance";
import {
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader } from "./artwork-certificate";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let cast: { artist: SignedIn; first: SignedIn; second: SignedIn };
let stranger: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  const [artist, first, second, other] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
  cast = { artist: artist!, first: first!, second: second! };
  stranger = other!;
  await nameMember(database.db, cast.artist, "Maya Robinson");
  await nameMember(database.db, cast.first, "Theo Collector");
  await nameMember(database.db, cast.second, "Ines Okafor");
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

/** A small photo stored as an artwork image, as an upload would store it. */
async function storedPhoto() {
  const bytes = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  return (await processImage(bytes, { kind: "artwork" })).key;
}

async function download(id: string, who: SignedIn | null) {
  const path = `/artwork/${id}/certificate.pdf`;
  const request = who ? who.request(path) : signedRequest(path, null);
  return (await settle(() =>
    loader({ ...routeArgs(request), params: { id } } as never),
  )) as Response;
}

describe("the certificate of authenticity (R-certificate)", () => {
  it("gives the current owner a PDF of the work, its verified history and the way to check it", async () => {
    const artwork = await soldTwice(
      database.db,
      cast,
      { title: 'Nocturne "Blue" / Harbor', medium: "Oil on Canvas" },
      [await storedPhoto()],
    );
    const response = await download(artwork.id, cast.second);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="nocturne-blue-harbor-certificate.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toContain("private");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.byteLength);

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Certificate of Authenticity: Nocturne "Blue" / Harbor');
    expect(pdf.getPageCount()).toBe(1);
    const text = pdfText(bytes);
    for (const line of [
      "Certificate of Authenticity",
      'Nocturne "Blue" / Harbor',
      "by Maya Robinson",
      "Oil on Canvas",
      "24 × 36 in (61 × 91.4 cm)",
      "Uploaded by Maya Robinson",
      "Sold to Theo Collector",
      "Sold to Ines Okafor",
      "Provenance verified: every entry matches the one before it.",
      `http://localhost:3000/artwork/${artwork.id}/provenance`,
    ]) {
      expect(text).toContain(line);
    }
    // The work's photo (JPEG) and the QR code (PNG) are both drawn.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/DCTDecode");
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBe(2);
  });

  it("says so on the certificate when the history does not verify", async () => {
    const artwork = await soldTwice(database.db, cast);
    await database.db
      .update(provenance)
      .set({ acquiredAt: new Date("2020-01-01T00:00:00Z") })
      .where(and(eq(provenance.artworkId, artwork.id), eq(provenance.position, 3)));
    const response = await download(artwork.id, cast.second);
    expect(response.status).toBe(200);
    expect(pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(
      "This history does not verify: entry 3 has been changed since it was recorded.",
    );
  });

  it("keeps a title the standard fonts cannot show readable, and its file name plain", async () => {
    const artwork = await soldTwice(database.db, cast, { title: "Żółw 🌙 at Dusk" });
    const response = await download(artwork.id, cast.second);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="zow-at-dusk-certificate.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      "Certificate of Authenticity: Żółw 🌙 at Dusk",
    );
    // ó is a WinAnsi letter, Ż and ł become their base letters, the moon has no glyph.
    expect(pdfText(bytes)).toContain("Zólw ? at Dusk");
  });

  it("is a 404 for everyone but the current owner, and for a missing or malformed id", async () => {
    const artwork = await soldTwice(database.db, cast);
    for (const who of [cast.artist, cast.first, stranger]) {
      expect((await download(artwork.id, who)).status).toBe(404);
    }
    expect((await download("00000000-0000-4000-8000-000000000000", cast.second)).status).toBe(404);
    expect((await download("not-a-uuid", cast.second)).status).toBe(404);
  });

  it("refuses an owner more than 20 certificates in ten minutes with a 429, and nobody else", async () => {
    const [artist, first, owner] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    const artwork = await soldTwice(database.db, {
      artist: artist!,
      first: first!,
      second: owner!,
    });
    for (let i = 0; i < CERTIFICATE_RATE_LIMIT.limit; i += 1) {
      expect((await download(artwork.id, owner!)).status).toBe(200);
    }
    const refused = await download(artwork.id, owner!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(
      CERTIFICATE_RATE_LIMIT.windowSeconds,
    );
    expect(await refused.text()).toBe(CERTIFICATE_RATE_LIMIT_MESSAGE);
    // Ownership is checked first: a work they do not own is still a 404 to the refused
    // owner, and to anyone else; another owner gets their PDF.
    const other = await soldTwice(database.db, cast);
    expect((await download(other.id, owner!)).status).toBe(404);
    expect((await download(artwork.id, stranger)).status).toBe(404);
    expect((await download(other.id, cast.second)).status).toBe(200);
  });

  it("sends a visitor without a session to sign in first", async () => {
    const artwork = await soldTwice(database.db, cast);
    const response = await download(artwork.id, null);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/login");
  });
});
