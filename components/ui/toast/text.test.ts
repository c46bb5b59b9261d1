import { joinSentences } from './text';

describe('joinSentences', () => {
  it('puts a full stop after a title without closing punctuation', () => {
    expect(joinSentences('Feil', 'Kunne ikke sende meldingen. Vennligst prøv igjen.')).toBe('Feil. Kunne ikke sende meldingen. Vennligst prøv igjen.');
    expect(joinSentences('Prøv igjen', 'Du må svare riktig på alle spørsmål for å fullføre modulen.')).toBe(
      'Prøv igjen. Du må svare riktig på alle spørsmål for å fullføre modulen.',
    );
  });
  it('keeps a title that has its own punctuation, and a title alone', () => {
    expect(joinSentences('Melding sendt!', 'Vi vil kontakte deg så snart som mulig.')).toBe('Melding sendt! Vi vil kontakte deg så snart som mulig.');
    expect(joinSentences('Feil')).toBe('Feil');
  });
});
