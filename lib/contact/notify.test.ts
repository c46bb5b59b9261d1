import { notificationFor } from './notify';
import { siteConfig } from '../site';

jest.mock('../mail/sender', () => ({ kickOutboxSoon: jest.fn() }));

describe('notificationFor', () => {
  const site = siteConfig();

  it('addresses the company with the visitor in Reply-To, the visitor text escaped in the HTML part', () => {
    const mail = notificationFor({
      kind: 'contact',
      id: 7,
      data: { name: 'Kari <b>N</b>', email: 'kari@example.no', topic: 'generelt', message: 'Linje 1\nLinje 2 – æøå', antiSpamAnswer: '4' },
    });
    expect(mail).toMatchObject({ kind: 'contact_notification', to: site.email, replyTo: 'kari@example.no', subject: 'Ny melding fra Kari <b>N</b>' });
    expect(mail.text).toContain(
      'Ny melding fra kontaktskjemaet (nr. 7).\n\nNavn: Kari <b>N</b>\nE-post: kari@example.no\nEmne: Generelt\n\nLinje 1\nLinje 2 – æøå',
    );
    expect(mail.text).toContain(`${site.siteUrl}/admin?fane=meldinger`);
    expect(mail.html).toContain('Kari &lt;b&gt;N&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>N</b>');
    expect(mail.html).toContain('Linje 1<br>Linje 2 – æøå');
    expect(mail).not.toHaveProperty('from');
  });

  it("puts a topic other than 'generelt' in the subject and the text (a barrier report stands out)", () => {
    const mail = notificationFor({
      kind: 'contact',
      id: 8,
      data: { name: 'Kari', email: 'kari@example.no', topic: 'tilgjengelighet', message: 'Kartet kan ikke flyttes med tastaturet.', antiSpamAnswer: '4' },
    });
    expect(mail.subject).toBe('Ny melding fra Kari – Tilgjengelighet (universell utforming)');
    expect(mail.text).toContain('Emne: Tilgjengelighet (universell utforming)');
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
    expect(mail.kind).toBe('partner_notification');
    expect(mail.replyTo).toBe('ola@hansen.no');
    expect(mail.subject).toBe('Ny forhandlersøknad fra Hansen AS');
    expect(mail.text).toContain('Firma: Hansen AS\nE-post: ola@hansen.no\nTelefon: 22334455\nBransje: Nettbutikk');
    expect(mail.text).toContain('Interesserte produkter: Trepleie, Lærpleie');
  });

  it('goes to CONTACT_NOTIFY_TO when it is set', () => {
    process.env.CONTACT_NOTIFY_TO = 'salg@nordiskpleie.example';
    try {
      const mail = notificationFor({
        kind: 'contact',
        id: 1,
        data: { name: 'A', email: 'a@example.no', topic: 'generelt', message: 'Hei', antiSpamAnswer: '4' },
      });
      expect(mail.to).toBe('salg@nordiskpleie.example');
    } finally {
      delete process.env.CONTACT_NOTIFY_TO;
    }
  });
});
