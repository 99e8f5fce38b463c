/** Where the artwork's QR code downloads, as PNG or SVG (the artist-artwork-qr route). */
export function qrDownloadUrl(artworkId: string, format: "png" | "svg") {
  return `/artist/artwork/${artworkId}/qr/${format}`;
}
