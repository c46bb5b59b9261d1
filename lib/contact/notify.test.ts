import { notificationFor } from './notify';
import { siteConfig } from '../site';

describe('notificationFor', () => {
  const site = siteConfig();

  it('writes a plain-text e-mail to the company address with the visitor in Reply-To', () => {
    const mail = notificationFor({
      kind: 'contact',
      id: 7,
      data: { name: 'Kari <b>N</b>', email: 'kari@example.no', message: 'Linje 1\nLinje 2', antiSpamAnswer: '4' },
    });
    expect(mail).toEqual({
      from: site.email,
      to: site.email,
      replyTo: 'kari@example.no',
      subject: 'Ny melding fra Kari <b>N</b>',
      text: 'Ny melding fra kontaktskjemaet (nr. 7).\n\nNavn: Kari <b>N</b>\nE-post: kari@example.no\n\nLinje 1\nLinje 2',
    });
    expect(mail).not.toHaveProperty('html');
  });

  it('lists every field of a dealer application', () => {
    const mail = notificationFor({
      kind: 'partner',
      id: 3,
      data: {
        name: 'Ola',
        company: 'Hansen AS',
        email: 'ola@hansen.no',
        phone: '22334455',
        industry: 'Nettbutikk',
        productInterest: ['Trepleie', 'Lærpleie'],
        message: 'Vi vil føre produktene.',
        antiSpamAnswer: '4',
      },
    });
    expect(mail.subject).toBe('Ny forhandlersøknad fra Hansen AS');
    expect(mail.text).toContain('Firma: Hansen AS\nE-post: ola@hansen.no\nTelefon: 22334455\nBransje: Nettbutikk');
    expect(mail.text).toContain('Interesserte produkter: Trepleie, Lærpleie');
  });
});
