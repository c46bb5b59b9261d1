/** The 'Innhold' tab's texts (docs/product.md: Innhold); the field errors are in lib/content/messages.ts. */
export const CONTENT_UI = {
  intro: 'Tekstene og tallene på de offentlige sidene. Hver del lagres for seg, og endringen vises på nettstedet med en gang.',
  save: (section: string) => `Lagre ${section.toLowerCase()}`,
  saving: 'Lagrer...',
  unsaved: 'Ulagrede endringer',
  leave: 'Du har endringer som ikke er lagret. Vil du forlate siden likevel?',
  hero: {
    title: 'Forside',
    help: 'Overskriften, ingressen og de tre tallene øverst på forsiden.',
    heading: 'Overskrift',
    lead: 'Ingress',
    figure: (n: number) => `Tall ${n}`,
    label: (n: number) => `Tekst under tall ${n}`,
  },
  reviews: {
    title: 'Omtaler',
    help: 'Vurderingene i bunnteksten på alle sider.',
    source: (n: number) => `Kilde ${n}`,
    score: (n: number) => `Vurdering ${n} (0–5)`,
    count: (n: number) => `Antall omtaler ${n}`,
    url: (n: number) => `Lenke ${n} (https://…, valgfri)`,
    empty: 'Ingen omtalekilder.',
  },
  about: { title: 'Om oss', help: 'Teksten på /om-oss: en innledning, deretter en seksjon per overskrift (H2).', editor: 'Tekst om oss' },
  privacy: {
    title: 'Personvern',
    help: 'Personvernerklæringen på /personvern: en innledning, deretter en seksjon per overskrift (H2). Firmaopplysningene settes inn i første og siste seksjon.',
    editor: 'Personvernerklæring',
    updated: 'Sist oppdatert',
    updatedHelp: 'Settes automatisk når teksten endres.',
  },
  company: {
    title: 'Firma',
    help: 'Firmaopplysningene i bunnteksten, på kontaktsiden, i personvernerklæringen og i strukturerte data.',
    fromEnvironment: 'Verdiene kommer fra serverens innstillinger (SITE_*-variablene) til de lagres her; etter det gjelder verdiene herfra.',
    companyName: 'Firmanavn',
    email: 'E-post',
    phone: 'Telefon',
    organisationNumber: 'Organisasjonsnummer',
    street: 'Gateadresse',
    postalCode: 'Postnummer',
    city: 'Poststed',
    country: 'Land',
  },
} as const;

export const CONTENT_TOASTS = {
  saved: (section: string) => ({ title: `${section} lagret`, description: 'Endringen vises på nettstedet nå.' }),
  unchanged: (section: string) => ({ title: `${section}: ingen endringer` }),
  failure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre innholdet. Prøv igjen.' },
} as const;
