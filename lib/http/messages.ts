/** Norwegian texts of the route frame's own answers (lib/http/route.ts). One copy of each. */
export const HTTP_MESSAGES = {
  invalid: 'Forespørselen inneholder feil',
  notFound: 'Ikke funnet',
  conflict: 'Dette finnes allerede',
  serverError: 'Noe gikk galt på serveren. Prøv igjen senere.',
  crossSite: 'Forespørselen kommer fra et annet nettsted og er avvist',
  databaseUnavailable: 'Tjenesten er midlertidig utilgjengelig fordi databasen ikke svarer. Prøv igjen om litt.',
  storageUnavailable: 'Filen kunne ikke lagres fordi fillageret ikke svarer. Prøv igjen om litt.',
  tooLarge: 'Forespørselen er for stor (maks 21 MB)',
  // The HTTP server's edge (lib/server/program.ts, action-gate.ts).
  methodNotAllowed: 'Metoden er ikke tillatt',
  lengthRequired: 'Forespørselen må oppgi lengden sin (Content-Length)',
  bodyTooLarge: 'Forespørselen er for stor',
  busy: 'Serveren tar imot mange opplastinger akkurat nå. Prøv igjen om litt.',
  badTarget: 'Ugyldig adresse i forespørselen',
  requestTimeout: 'Forespørselen kom ikke fram i tide',
} as const;
