import type { Metadata } from 'next';
import { CompanyContact } from '@/components/privacy/CompanyContact';
import { PolicyList, PolicySection, PolicySubheading, PolicyText } from '@/components/privacy/PolicySection';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import styles from '@/components/privacy/privacy.module.css';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Personvern',
    description:
      'Personvernerklæring: hvilke personopplysninger vi behandler når du bruker kontaktskjemaet, søker om å bli forhandler eller bruker forhandlerportalen, hvorfor, og hvilke rettigheter du har.',
    path: '/personvern',
  });
}

/** The date the policy text was last changed (docs/product.md: 04.03.2025). */
const LAST_UPDATED = { iso: '2025-03-04', text: '04.03.2025' };

/**
 * Privacy policy (docs/product.md §2): seven numbered sections. The controller and contact
 * details come from the site configuration (the original left a placeholder there).
 */
export default function PrivacyPage() {
  const site = siteConfig();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Personvernerklæring</h1>
      <p className={styles.updated}>
        Sist oppdatert <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
      </p>
      <p className={styles.intro}>
        Vi tar personvernet ditt på alvor. Denne erklæringen forklarer hvilke personopplysninger {site.companyName}{' '}
        behandler når du bruker dette nettstedet, hvorfor vi gjør det, og hvilke rettigheter du har. Behandlingen følger
        personvernforordningen (GDPR) og personopplysningsloven.
      </p>

      <PolicySection id="behandlingsansvarlig" title="1. Behandlingsansvarlig">
        <PolicyText>
          Behandlingsansvarlig for personopplysningene som samles inn gjennom dette nettstedet, er {site.companyName}.
          Det betyr at vi bestemmer formålet med behandlingen og hvilke hjelpemidler som brukes, og at vi har ansvaret for
          at den skjer i tråd med regelverket.
        </PolicyText>
        <CompanyContact site={site} />
      </PolicySection>

      <PolicySection id="opplysninger" title="2. Hvilke opplysninger vi behandler">
        <PolicyText>
          Vi samler bare inn opplysninger som du selv gir oss, og opplysninger som oppstår når nettstedet brukes. Vi
          behandler ikke særlige kategorier av personopplysninger, som helseopplysninger, og vi ber deg om ikke å sende
          oss slike opplysninger i meldinger.
        </PolicyText>

        <PolicySubheading>Kontaktskjemaet</PolicySubheading>
        <PolicyText>
          Når du sender oss en melding, lagrer vi navnet ditt, e-postadressen din og meldingen, sammen med tidspunktet
          den ble sendt. Svaret på kontrollspørsmålet i skjemaet brukes bare til å stoppe automatisk søppelpost.
        </PolicyText>

        <PolicySubheading>Søknad om å bli forhandler</PolicySubheading>
        <PolicyText>
          Når du søker om å bli forhandler, lagrer vi navn, firmanavn, e-postadresse, telefonnummer, bransje, hvilke
          produkter du er interessert i, og meldingen din, sammen med tidspunktet for søknaden.
        </PolicyText>

        <PolicySubheading>Forhandlerkonto og kursplattform</PolicySubheading>
        <PolicyText>
          Godkjente forhandlere får en brukerkonto. For kontoen registrerer vi navn, firma og e-postadresse. Passordet
          lagres aldri i klartekst, bare som en kryptografisk hash, og verken vi eller andre kan lese det. På
          kursplattformen lagrer vi hvilke kurs og moduler du har startet og fullført, svarene dine på quizene og når
          dette skjedde, slik at du kan fortsette der du slapp.
        </PolicyText>

        <PolicySubheading>Serverlogger</PolicySubheading>
        <PolicyText>
          Når du besøker nettstedet, registrerer serveren teknisk informasjon om forespørselen: IP-adresse, tidspunkt,
          hvilken side eller fil som ble hentet, svarkode og nettlesertype. Loggene brukes til drift, feilsøking og
          sikkerhet, og vi bruker dem ikke til å lage profiler av besøkende.
        </PolicyText>

        <PolicySubheading>Informasjonskapsler</PolicySubheading>
        <PolicyText>
          Nettstedet bruker ingen informasjonskapsler for analyse eller markedsføring. Den eneste informasjonskapselen vi
          setter, er en nødvendig øktkapsel som holder deg innlogget når du logger inn som forhandler. Den settes først
          når du logger inn, og slettes når du logger ut eller økten utløper.
        </PolicyText>

        <PolicySubheading>Kart og videoer fra Google</PolicySubheading>
        <PolicyText>
          Forhandlersøket viser forhandlerne på et kart fra Google Maps. Når kartet lastes, kobler nettleseren din seg
          direkte til Googles servere, og Google mottar blant annet IP-adressen din og informasjon om nettleseren.
          Produktsidene kan ha innebygde videoer fra YouTube. Vi bruker YouTubes utvidede personvernmodus
          (youtube-nocookie.com), der YouTube ifølge Google ikke lagrer informasjonskapsler før du selv starter
          avspillingen. Google Ireland Limited er ansvarlig for behandlingen som skjer hos Google, og opplysninger kan
          bli overført til land utenfor EØS, blant annet USA. Les mer i{' '}
          <a href="https://policies.google.com/privacy?hl=no" rel="noopener noreferrer">
            Googles personvernerklæring
          </a>
          .
        </PolicyText>
      </PolicySection>

      <PolicySection id="formal" title="3. Formål med behandlingen">
        <PolicyText>Vi bruker personopplysningene bare til disse formålene:</PolicyText>
        <PolicyList
          items={[
            { lead: 'Besvare henvendelser', text: 'å lese og svare på meldinger sendt via kontaktskjemaet.' },
            {
              lead: 'Vurdere forhandlersøknader',
              text: 'å behandle søknaden din, kontakte deg om et mulig samarbeid og opprette en forhandleravtale.',
            },
            {
              lead: 'Drive forhandlerportalen',
              text: 'å gi innloggede forhandlere tilgang til prislister, produktbilder, markedsføringsmateriell og kurs, og å vise fremgangen din på kursplattformen.',
            },
            {
              lead: 'Drift og sikkerhet',
              text: 'å holde nettstedet stabilt og sikkert, finne og rette feil og avdekke misbruk, for eksempel forsøk på å bryte seg inn i brukerkontoer.',
            },
            {
              lead: 'Kart og produktvideoer',
              text: 'å vise hvor forhandlerne ligger og hvordan produktene brukes.',
            },
          ]}
        />
        <PolicyText>
          Vi selger ikke personopplysninger, vi bruker dem ikke til markedsføring uten at du har bedt om det, og vi
          treffer ingen automatiserte avgjørelser om deg.
        </PolicyText>

        <PolicySubheading>Hvor lenge vi lagrer opplysningene</PolicySubheading>
        <PolicyText>
          Meldinger fra kontaktskjemaet slettes når henvendelsen er ferdig behandlet og vi ikke lenger trenger dem for å
          følge opp saken. Forhandlersøknader som ikke fører til et samarbeid, slettes når søknaden er ferdig vurdert.
          Opplysningene i en forhandlerkonto, inkludert kursfremgangen, lagres så lenge kontoen er aktiv, og slettes når
          kontoen avsluttes. Serverlogger oppbevares bare så lenge de trengs for drift og sikkerhet, og slettes deretter
          fortløpende. Opplysninger som vi etter lov må oppbevare lenger, for eksempel etter bokføringsregelverket,
          lagres så lenge loven krever.
        </PolicyText>

        <PolicySubheading>Hvem som får tilgang</PolicySubheading>
        <PolicyText>
          Bare medarbeidere som trenger opplysningene i arbeidet sitt, har tilgang til dem. Vi bruker leverandører av
          blant annet serverdrift og e-post som databehandlere. De kan bare behandle opplysningene på våre vegne og etter
          våre instrukser, og vi har inngått databehandleravtaler med dem. Utover dette utleverer vi ikke
          personopplysninger, med mindre vi har plikt til det etter loven.
        </PolicyText>
      </PolicySection>

      <PolicySection id="rettslig-grunnlag" title="4. Rettslig grunnlag">
        <PolicyText>Vi behandler personopplysninger bare når vi har et rettslig grunnlag etter personvernforordningen artikkel 6 nr. 1:</PolicyText>
        <PolicyList
          items={[
            {
              lead: 'Samtykke (bokstav a)',
              text: 'når du selv velger å sende oss en melding via kontaktskjemaet. Du kan når som helst trekke samtykket tilbake, og da sletter vi meldingen. Tilbaketrekningen påvirker ikke behandlingen som ble gjort før du trakk samtykket.',
            },
            {
              lead: 'Avtale (bokstav b)',
              text: 'når vi behandler en forhandlersøknad på din forespørsel, og når vi gir deg tilgang til forhandlerkontoen, forhandlerportalen og kursplattformen som en del av forhandleravtalen.',
            },
            {
              lead: 'Berettiget interesse (bokstav f)',
              text: 'for serverlogger og sikkerhetstiltak, der interessen vår er et stabilt og sikkert nettsted, og for kart og innebygde videoer, der interessen vår er å hjelpe deg med å finne en forhandler og bruke produktene riktig.',
            },
          ]}
        />
        <PolicyText>
          Der behandlingen bygger på berettiget interesse, har vi vurdert at interessen vår veier tyngre enn ulempene for
          deg. Du kan protestere mot slik behandling, se punkt 5.
        </PolicyText>
      </PolicySection>

      <PolicySection id="rettigheter" title="5. Dine rettigheter">
        <PolicyText>Du har disse rettighetene etter personvernregelverket:</PolicyText>
        <PolicyList
          items={[
            { lead: 'Innsyn', text: 'du kan få vite hvilke opplysninger vi har om deg, og få en kopi av dem.' },
            { lead: 'Retting', text: 'du kan be oss rette opplysninger som er uriktige eller ufullstendige.' },
            {
              lead: 'Sletting',
              text: 'du kan be oss slette opplysninger om deg når vi ikke lenger trenger dem, eller når behandlingen ikke har et gyldig grunnlag.',
            },
            {
              lead: 'Begrensning',
              text: 'du kan be oss begrense behandlingen, for eksempel mens vi undersøker om opplysningene er riktige.',
            },
            {
              lead: 'Dataportabilitet',
              text: 'du kan få opplysninger du selv har gitt oss, i et strukturert og maskinlesbart format, når behandlingen bygger på samtykke eller avtale.',
            },
            {
              lead: 'Protest',
              text: 'du kan protestere mot behandling som bygger på berettiget interesse. Da stanser vi behandlingen, med mindre vi har tungtveiende grunner til å fortsette.',
            },
            {
              lead: 'Klage',
              text: (
                <>
                  du kan klage til{' '}
                  <a href="https://www.datatilsynet.no" rel="noopener noreferrer">
                    Datatilsynet
                  </a>{' '}
                  hvis du mener at vi behandler personopplysningene dine i strid med regelverket. Vi setter pris på om du
                  tar kontakt med oss først, slik at vi kan prøve å løse saken.
                </>
              ),
            },
          ]}
        />
        <PolicyText>
          Vil du bruke rettighetene dine, kan du kontakte oss, se punkt 7. Vi svarer uten ugrunnet opphold og senest innen
          én måned. For å beskytte opplysningene dine kan vi be deg bekrefte identiteten din før vi svarer.
        </PolicyText>
      </PolicySection>

      <PolicySection id="sikkerhet" title="6. Informasjonssikkerhet">
        <PolicyText>
          Vi har tekniske og organisatoriske tiltak for å beskytte personopplysningene mot uautorisert tilgang, endring,
          tap og misbruk:
        </PolicyText>
        <PolicyList
          items={[
            { text: 'Trafikken mellom nettleseren din og nettstedet er kryptert.' },
            { text: 'Passord lagres bare som en hash med en anerkjent, bevisst ressurskrevende algoritme.' },
            {
              text: 'Meldinger, søknader og forhandlerkontoer er bare tilgjengelige for innloggede administratorer med behov for tilgang.',
            },
            {
              text: 'Nettstedet er beskyttet med sikkerhetsinnstillinger som blant annet begrenser hvilke eksterne tjenester sidene kan hente innhold fra.',
            },
            { text: 'Programvaren holdes oppdatert, og sikkerhetsoppdateringer installeres fortløpende.' },
          ]}
        />
        <PolicyText>
          Skulle det likevel skje et brudd på personopplysningssikkerheten, håndterer vi det etter regelverket. Det
          innebærer blant annet å melde fra til tilsynsmyndigheten og å varsle de berørte når det kreves.
        </PolicyText>
      </PolicySection>

      <PolicySection id="kontakt" title="7. Kontakt oss">
        <PolicyText>
          Har du spørsmål om denne personvernerklæringen eller om hvordan vi behandler personopplysningene dine, eller vil
          du bruke rettighetene dine, er du velkommen til å kontakte oss:
        </PolicyText>
        <CompanyContact site={site} />
        <PolicyText>
          Vi kan endre denne erklæringen når nettstedet eller regelverket endres. Den gjeldende versjonen finner du alltid
          på denne siden, med datoen for siste endring øverst.
        </PolicyText>
      </PolicySection>
    </div>
  );
}
