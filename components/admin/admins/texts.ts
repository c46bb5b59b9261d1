/** The Administratorer tab's texts (docs/product.md: Admin panel, Administratorer). */
export const ADMINS_UI = {
  title: (count: number) => `Administratorer (${count})`,
  intro:
    'En ny administrator får en e-post med en lenke for å velge sitt eget passord (gyldig i 72 timer). En deaktivert administrator logges ut med en gang og kan ikke logge inn før kontoen aktiveres igjen.',
  invite: 'Inviter administrator',
  inviteSubmit: 'Send invitasjon',
  sending: 'Sender...',
  columns: { name: 'Navn', email: 'E-post', status: 'Status', created: 'Opprettet' },
  you: '(deg)',
  selfHint: 'Du kan ikke deaktivere din egen konto.',
  deactivate: 'Deaktiver',
  activate: 'Aktiver',
  deactivateLabel: (name: string) => `Deaktiver ${name}`,
  activateLabel: (name: string) => `Aktiver ${name}`,
  confirmDeactivateText: (name: string) =>
    `${name} mister tilgangen til administrasjonspanelet med en gang, og alle innlogginger avsluttes. Kontoen kan aktiveres igjen senere.`,
  confirmActivateText: (name: string) => `${name} kan logge inn i administrasjonspanelet igjen.`,
  working: 'Lagrer...',
  resend: 'Send invitasjon på nytt',
  resendLabel: (name: string) => `Send invitasjon på nytt til ${name}`,
  empty: 'Ingen administratorer.',
} as const;

export const ADMINS_TOASTS = {
  invited: (email: string) => ({ title: 'Invitasjon sendt', description: `${email} har fått en lenke for å velge passord.` }),
  inviteFailure: { title: 'Feil ved invitasjon', description: 'Kunne ikke invitere administratoren. Prøv igjen.' },
  deactivated: { title: 'Administrator deaktivert' },
  activated: { title: 'Administrator aktivert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke endre administratoren. Prøv igjen.' },
  resent: (email: string) => ({ title: 'Invitasjon sendt', description: `Ny lenke sendt til ${email}. Den forrige lenken virker ikke lenger.` }),
} as const;
