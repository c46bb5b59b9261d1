/**
 * The course certificate (beyond the original): a one-page A4 PDF made on the server with
 * pdf-lib, naming the participant, their company, the course and the completion date. The
 * standard Helvetica fonts cover Norwegian letters (WinAnsi).
 */
import 'server-only';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { slugify } from '../slug';

export interface CertificateInput {
  name: string;
  company: string;
  courseTitle: string;
  completedAt: Date;
  issuer: string;
}

const BROWN = rgb(0x6b / 255, 0x42 / 255, 0x26 / 255);
const TEXT = rgb(0x2b / 255, 0x21 / 255, 0x18 / 255);
const MUTED = rgb(0x5e / 255, 0x52 / 255, 0x47 / 255);

/** Characters the standard fonts cannot draw become '?', so an unusual name never breaks the PDF. */
function drawable(text: string): string {
  return Array.from(text)
    .map((ch) => (/^[\u0020-\u007e\u00a0-\u00ff–—‘’“”…€]$/.test(ch) ? ch : '?'))
    .join('');
}

export function certificateFileName(courseTitle: string): string {
  return `kursbevis-${slugify(courseTitle) || 'kurs'}.pdf`;
}

export async function certificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(`Kursbevis – ${input.courseTitle}`));
  pdf.setAuthor(drawable(input.issuer));
  pdf.setLanguage('nb-NO');
  const page = pdf.addPage([595.28, 841.89]); // A4 portrait
  const { width, height } = page.getSize();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: BROWN, borderWidth: 3 });
  const centred = (text: string, y: number, size: number, font = regular, color = TEXT) => {
    const t = drawable(text);
    let s = size;
    while (font.widthOfTextAtSize(t, s) > width - 120 && s > 10) s -= 1;
    page.drawText(t, { x: (width - font.widthOfTextAtSize(t, s)) / 2, y, size: s, font, color });
  };
  const date = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(input.completedAt);

  centred(input.issuer, height - 130, 18, bold, BROWN);
  centred('KURSBEVIS', height - 230, 40, bold);
  centred('Dette bekrefter at', height - 300, 14, regular, MUTED);
  centred(input.name, height - 350, 28, bold);
  centred(input.company, height - 385, 16, regular, MUTED);
  centred('har fullført kurset', height - 440, 14, regular, MUTED);
  centred(input.courseTitle, height - 490, 24, bold, BROWN);
  centred(`Fullført ${date}`, height - 560, 14);
  centred('Forhandlerportalens kursplattform', 90, 11, regular, MUTED);
  return pdf.save();
}
