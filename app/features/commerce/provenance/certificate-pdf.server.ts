import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { formatDate } from "~/lib/format";
import { type Fonts, MARGIN, MUTED, PAGE, TEAL, Writer } from "./pdf-writer.server";
import {
  type ChainEntry,
  type ChainVerification,
  provenanceLabel,
  verificationText,
} from "./provenance";

/** What a certificate of authenticity states (R-certificate). */
export type CertificateContent = {
  artworkId: string;
  title: string;
  artistName: string;
  medium: string;
  dimensions: string | null;
  creationYear: number | null;
  /** The main image as a JPEG, or null when there is none to show. */
  image: Uint8Array | null;
  entries: ChainEntry[];
  verification: ChainVerification;
  /** The absolute address of the public provenance page, which the QR code encodes. */
  provenanceUrl: string;
  qrPng: Uint8Array;
  issuedAt: Date;
};

const RED = rgb(0.79, 0.16, 0.16);
const QR_SIZE = 92;
/** The bottom block: a rule, the QR code with its text, the issue line. */
const FOOTER_HEIGHT = QR_SIZE + 48;
/** Room the last entry keeps below it, so the closing never stands alone on a page. */
const CLOSING_HEIGHT = FOOTER_HEIGHT + 40;

/** The artwork: its picture on the left, what it is on the right. */
async function drawArtwork(doc: PDFDocument, w: Writer, content: CertificateContent) {
  const { fonts } = w;
  const top = w.y;
  let textX = MARGIN;
  let imageBottom = top;
  if (content.image) {
    const image = await doc.embedJpg(content.image);
    const scale = Math.min(200 / image.width, 200 / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    w.page.drawImage(image, { x: MARGIN, y: top - height, width, height });
    imageBottom = top - height;
    textX = MARGIN + 220;
  }
  const width = PAGE.width - MARGIN - textX;
  w.paragraph(content.title, { font: fonts.serifBold, size: 20, x: textX, width, leading: 24 });
  w.y -= 2;
  w.paragraph(`by ${content.artistName}`, { font: fonts.serifItalic, size: 13, x: textX, width });
  w.y -= 10;
  const facts: [string, string][] = [["Medium", content.medium]];
  if (content.dimensions) facts.push(["Dimensions", content.dimensions]);
  if (content.creationYear) facts.push(["Year", String(content.creationYear)]);
  for (const [label, value] of facts) {
    w.paragraph(label.toUpperCase(), { font: fonts.sansBold, size: 7.5, color: MUTED, x: textX });
    w.y -= 1;
    w.paragraph(value, { font: fonts.sans, size: 10.5, x: textX, width });
    w.y -= 6;
  }
  w.paragraph("ARTWORK ID", { font: fonts.sansBold, size: 7.5, color: MUTED, x: textX });
  w.y -= 1;
  w.paragraph(content.artworkId, { font: fonts.mono, size: 8.5, x: textX, width });
  w.y = Math.min(w.y, imageBottom);
}

function drawProvenance(w: Writer, content: CertificateContent) {
  const { fonts } = w;
  w.ensure(60);
  w.paragraph("Provenance", { font: fonts.serifBold, size: 15 });
  w.y -= 6;
  const dateX = PAGE.width - MARGIN - 90;
  for (const entry of content.entries) {
    w.ensure(30, entry === content.entries.at(-1) ? CLOSING_HEIGHT : 0);
    const top = w.y;
    w.paragraph(`${entry.position}.`, { font: fonts.sansBold, size: 10, color: MUTED });
    w.y = top;
    w.paragraph(`${provenanceLabel(entry.event)} ${entry.ownerName}`, {
      font: fonts.sansBold,
      size: 10,
      x: MARGIN + 20,
      width: dateX - MARGIN - 30,
    });
    const below = w.y;
    w.y = top - 10;
    w.text(formatDate(entry.acquiredAt), { font: fonts.sans, size: 10, x: dateX });
    w.y = below - 1;
    w.paragraph(`SHA-256 ${entry.hash}`, {
      font: fonts.mono,
      size: 6.5,
      color: MUTED,
      x: MARGIN + 20,
    });
    w.y -= 7;
  }
}

/** Whether the history verifies, and where to check it: the QR code and the latest hash. */
async function drawClosing(doc: PDFDocument, w: Writer, content: CertificateContent) {
  const { fonts } = w;
  w.ensure(24);
  w.y -= 4;
  const verifies = content.verification.verifies;
  const status = content.entries.length
    ? verificationText(content.verification)
    : "No ownership history has been recorded for this work.";
  w.paragraph(status, { font: fonts.sansBold, size: 10.5, color: verifies ? TEAL : RED });

  // The footer sits at the bottom of the page, as on a printed certificate.
  w.ensure(FOOTER_HEIGHT);
  w.y = Math.min(w.y, MARGIN + FOOTER_HEIGHT);
  w.rule(10);
  const qrSize = QR_SIZE;
  const top = w.y;
  const qr = await doc.embedPng(content.qrPng);
  w.page.drawImage(qr, { x: MARGIN, y: top - qrSize, width: qrSize, height: qrSize });
  const textX = MARGIN + qrSize + 16;
  const width = PAGE.width - MARGIN - textX;
  w.y = top - 4;
  w.paragraph("Check this history online", { font: fonts.sansBold, size: 10, x: textX });
  w.y -= 2;
  w.paragraph(content.provenanceUrl, {
    font: fonts.sans,
    size: 8.5,
    x: textX,
    width,
    color: MUTED,
  });
  const latest = content.entries.at(-1);
  if (latest) {
    w.y -= 6;
    w.paragraph("Hash of the latest entry, as the page shows it:", {
      font: fonts.sans,
      size: 8.5,
      x: textX,
      width,
    });
    w.paragraph(latest.hash, { font: fonts.mono, size: 7.5, x: textX, width });
  }
  w.y = Math.min(w.y, top - qrSize) - 14;
  w.paragraph(
    `Issued ${formatDate(content.issuedAt)} to the current owner by The Fair Trade Art Gallery.`,
    {
      font: fonts.serifItalic,
      size: 9.5,
      color: MUTED,
    },
  );
}

/** R-certificate: the certificate of authenticity as a PDF (US Letter, one page for most works). */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // The title is in the metadata too, so a reader's window and a search find it.
  doc.setTitle(`Certificate of Authenticity: ${content.title}`);
  doc.setSubject(`${content.title} by ${content.artistName}`);
  doc.setAuthor("The Fair Trade Art Gallery");
  doc.setCreator("The Fair Trade Art Gallery");
  doc.setProducer("The Fair Trade Art Gallery");
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(doc, fonts);
  w.centered("THE FAIR TRADE ART GALLERY", fonts.sansBold, 9, TEAL);
  w.y -= 10;
  w.centered("Certificate of Authenticity", fonts.serifBold, 30);
  w.y -= 14;
  w.centered(
    "The original work described below, and its ownership as the gallery recorded it",
    fonts.serif,
    10.5,
    MUTED,
  );
  w.rule(14);
  await drawArtwork(doc, w, content);
  w.continuation = `Certificate of Authenticity: ${content.title} (continued)`;
  w.rule(16);
  drawProvenance(w, content);
  await drawClosing(doc, w, content);
  return doc.save();
}
