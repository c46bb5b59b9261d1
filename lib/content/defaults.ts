/**
 * Today's site texts (docs/product.md: Innhold): what the pages show until an administrator saves
 * a section in the 'Innhold' tab. The company identity's defaults are the SITE_* environment
 * variables (lib/site.ts); the about and privacy texts name the company from them. Server-only
 * (it reads the environment through siteConfig()).
 */
import 'server-only';
import type { SiteConfig } from '../site';
import type { CompanyContent, HeroContent, ReviewsContent } from './schema';

export const DEFAULT_HERO: HeroContent = {
  title: 'Pleie for tre, lær og møbler – siden 1915',
  lead: 'Kvalitetsprodukter som gir møbler, gulv og lær et langt og vakkert liv.',
  figures: [
    { figure: '100+', label: 'års erfaring' },
    { figure: '100+', label: 'forhandlere' },
    { figure: '100K+', label: 'fornøyde kunder' },
  ],
};

export const DEFAULT_REVIEWS: ReviewsContent = {
  items: [
    { source: 'Trustpilot', score: 4.8, count: 163, url: 'https://no.trustpilot.com/review/nordiskpleie.example' },
    { source: 'Google', score: 4.7, count: 94, url: 'https://www.google.com/maps/search/?api=1&query=Nordisk+Pleie' },
  ],
};

/** The privacy text's 'Sist oppdatert' until the text is first changed in the panel. */
export const DEFAULT_PRIVACY_UPDATED = '2026-11-28';

/** The company identity from the environment (SITE_* variables, else lib/site.ts's defaults). */
export function defaultCompany(site: SiteConfig): CompanyContent {
  return {
    companyName: site.companyName,
    email: site.email,
    phone: site.phone,
    organisationNumber: site.organisationNumber,
    street: site.address.street,
    postalCode: site.address.postalCode,
    city: site.address.city,
    country: site.address.country,
  };
}

/** The about page's text: an introduction, then one h2 per section (the page gives each section its icon). */
export function defaultAboutHtml(site: SiteConfig): string {
  return `<p>${site.brandName} har i mer enn hundre år laget produkter som rengjør, beskytter og fornyer tre, lær og møbler. Det som begynte på et lite snekkerverksted i Gøteborg, er i dag et bredt sortiment som brukes i hjem, verksteder og butikker – og som selges gjennom forhandlere over hele Norge.</p>
<h2>Vår Visjon</h2>
<p>Vi vil at ting som er laget for å vare, faktisk skal få vare. Et godt spisebord, en skinnsofa eller et eikegulv kan følge en familie gjennom generasjoner – hvis det blir tatt riktig vare på. Vår visjon er å gjøre god pleie enkel, trygg og tilgjengelig for alle, enten du er håndverker, møbelhandler eller holder på å sette i stand et arvestykke.</p>
<p>Vi tror på å ta vare på og reparere framfor å kaste og kjøpe nytt, og på at kunnskap om riktig bruk er like viktig som innholdet i flasken.</p>
<h2>Vår Historie</h2>
<p>Historien vår begynner i Gøteborg i 1915. På et lite møbelsnekkerverksted begynte man å blande sin egen polish for å gi ferdige møbler en vakrere og mer slitesterk overflate. Kundene ville snart kjøpe polishen til eget bruk, og verkstedet ble etter hvert en produsent av pleiemidler.</p>
<p>Gjennom tiårene har sortimentet vokst fra møbelpolish til oljer, voks, rengjøringsmidler og produkter for lærpleie. Oppskriftene er videreutviklet i takt med nye materialer, nye overflatebehandlinger og strengere krav til helse og miljø, men grunntanken er den samme som den gang: Produktene skal gjøre jobben, og de skal være trygge å bruke.</p>
<p>I dag har vi hovedkontor i ${site.address.city}, og produktene våre finnes hos forhandlere over hele Norge – fra faghandel og møbelbutikker til byggvarehus.</p>
<h2>Kvalitet og Innovasjon</h2>
<p>Hvert produkt utvikles og prøves ut på de materialene det er laget for: heltre og finér, oljede, lakkerte og voksede overflater, glatt lær og semsket skinn. Nye resepter testes over tid og under realistiske forhold før de kommer ut i butikkene, og en oppskrift som fungerer, endrer vi ikke bare for endringens skyld.</p>
<p>Samtidig står vi ikke stille. Vi følger utviklingen i møbel- og interiørbransjen og videreutvikler sortimentet når kundene møter nye behov. Tilbakemeldinger fra forhandlere og brukere er en viktig del av dette arbeidet.</p>
<h2>Miljøansvar</h2>
<p>Produkter som forlenger levetiden til møbler, gulv og lærvarer, er i seg selv et miljøtiltak: Det som blir tatt vare på, trenger ikke å erstattes. Vi arbeider kontinuerlig med å redusere miljøpåvirkningen fra produktene våre, blant annet ved å velge råvarer og emballasje med omtanke.</p>
<p>Tydelige bruksanvisninger og råd om riktig dosering gjør at det ikke brukes mer enn nødvendig. Tom emballasje og rester bør leveres til gjenvinning etter anvisningen på etiketten og reglene der du bor.</p>
<h2>Kundeorientering</h2>
<p>Det er ikke alltid lett å vite hvilket produkt som passer til hvilken overflate. Derfor legger vi vekt på forståelige bruksanvisninger, og vi svarer gjerne på spørsmål – enten du vil fjerne en vannring fra spisebordet eller gi en slitt skinnstol nytt liv. Henvendelser på e-post besvarer vi innen 24 timer på hverdager.</p>
<p>Forhandlerne våre får produktinformasjon, bildemateriell og opplæring gjennom vår egen forhandlerportal, slik at du kan få gode råd også når du handler i butikk.</p>
<h2>Fremtiden</h2>
<p>Etter mer enn hundre år ser vi fortsatt framover. Vi vil fortsette å utvikle produkter som er effektive, enkle å bruke og skånsomme mot både materialer og miljø, og vi vil gjøre kunnskapen om god pleie lettere tilgjengelig – i butikken, på nettet og gjennom kurs for forhandlerne våre.</p>
<p>Målet er det samme som i 1915: at møblene, gulvene og lærvarene dine skal holde seg vakre i mange år til.</p>`;
}

/** The privacy policy: an introduction, then its seven numbered h2 sections (the page adds the company details to the first and the last). */
export function defaultPrivacyHtml(site: SiteConfig): string {
  return `<p>Vi tar personvernet ditt på alvor. Denne erklæringen forklarer hvilke personopplysninger ${site.companyName} behandler når du bruker dette nettstedet, hvorfor vi gjør det, og hvilke rettigheter du har. Behandlingen følger personvernforordningen (GDPR) og personopplysningsloven.</p>
<h2>1. Behandlingsansvarlig</h2>
<p>Behandlingsansvarlig for personopplysningene som samles inn gjennom dette nettstedet, er ${site.companyName}. Det betyr at vi bestemmer formålet med behandlingen og hvilke hjelpemidler som brukes, og at vi har ansvaret for at den skjer i tråd med regelverket.</p>
<h2>2. Hvilke opplysninger vi behandler</h2>
<p>Vi samler bare inn opplysninger som du selv gir oss, og opplysninger som oppstår når nettstedet brukes. Vi behandler ikke særlige kategorier av personopplysninger, som helseopplysninger, og vi ber deg om ikke å sende oss slike opplysninger i meldinger.</p>
<h3>Kontaktskjemaet</h3>
<p>Når du sender oss en melding, lagrer vi navnet ditt, e-postadressen din og meldingen, sammen med tidspunktet den ble sendt. Svaret på kontrollspørsmålet i skjemaet brukes bare til å stoppe automatisk søppelpost.</p>
<h3>Søknad om å bli forhandler</h3>
<p>Når du søker om å bli forhandler, lagrer vi navn, firmanavn, e-postadresse, telefonnummer, bransje, hvilke produkter du er interessert i, og meldingen din, sammen med tidspunktet for søknaden.</p>
<h3>Forhandlerkonto og kursplattform</h3>
<p>Godkjente forhandlere får en brukerkonto. For kontoen registrerer vi navn, firma og e-postadresse. Passordet lagres aldri i klartekst, bare som en kryptografisk hash, og verken vi eller andre kan lese det. På kursplattformen lagrer vi hvilke kurs og moduler du har startet og fullført, svarene dine på quizene og når dette skjedde, slik at du kan fortsette der du slapp.</p>
<h3>Serverlogger</h3>
<p>Når du besøker nettstedet, registrerer serveren teknisk informasjon om forespørselen: IP-adresse, tidspunkt, hvilken side eller fil som ble hentet, svarkode og nettlesertype. Loggene brukes til drift, feilsøking og sikkerhet, og vi bruker dem ikke til å lage profiler av besøkende.</p>
<h3>Søk, produktveileder og mengdekalkulator</h3>
<p>Når et søk etter forhandler ikke finner noen forhandler innen 100 km (eller ingen som fører produktet det ble søkt etter), når et produktsøk ikke gir treff, og når produktveilederen ikke finner noe produkt for det du valgte, teller vi det for å se hvor vi mangler forhandlere og hvilke produkter folk leter etter. Vi teller også hvor ofte mengdekalkulatoren («Hvor mye trenger jeg?») brukes for hvert produkt. Vi lagrer bare postnummeret (med produktet det ble søkt etter), søkeordet, valgene i veilederen (materiale, inne eller ute og hva du ønsket) eller produktet, hvilken uke det skjedde og hvor mange ganger det skjedde den uken – aldri adresse, IP-adresse, informasjonskapsel eller hvem det var. Søkeord som ser ut som en e-postadresse, et telefonnummer eller et fødselsnummer, lagres ikke. Tallene slettes etter 365 dager.</p>
<p>For at én besøkende ikke skal telle flere ganger, telles det samme søket, det samme veiledersvaret og det samme produktet i kalkulatoren høyst én gang per IP-adresse per døgn. Til det lagrer vi bare en saltet kontrollsum (hash) av IP-adressen, datoen og det som ble telt – aldri selve IP-adressen. Saltet er et tilfeldig tall som byttes hvert døgn, og kontrollsummene og saltet slettes når døgnet er omme, slik at de ikke kan knyttes til noen etterpå.</p>
<h3>Tall for forhandlernes butikker</h3>
<p>For at forhandlerne skal se hva nettstedet gjør for butikken deres, teller vi per butikk og dag hvor mange som ser butikksiden, hvor ofte butikken vises i forhandlersøket, og hvor mange som klikker på «Vis vei», «Nettside» eller telefonnummeret. Klikkene går via vår egen server, som teller klikket og sender deg videre til kartsøket, butikkens nettside eller telefonnummeret; ingen tredjepart er involvert i tellingen. Vi lagrer bare butikken, datoen og antallet – ingen adresse, IP-adresse, informasjonskapsel eller konto. Hver besøkende telles høyst én gang per butikk, type og døgn, med den samme saltede kontrollsummen som slettes når døgnet er omme (se over), og søkemotorenes roboter telles ikke. Forhandleren ser tallene for sine egne butikker i forhandlerportalen. Tallene slettes etter 400 dager.</p>
<h3>Informasjonskapsler</h3>
<p>Nettstedet bruker ingen informasjonskapsler for analyse eller markedsføring. Den eneste informasjonskapselen vi setter, er en nødvendig øktkapsel som holder deg innlogget når du logger inn som forhandler. Den settes først når du logger inn, og slettes når du logger ut eller økten utløper.</p>
<h3>Kart og videoer fra Google</h3>
<p>Forhandlersøket viser forhandlerne på et kart fra Google Maps. Når kartet lastes, kobler nettleseren din seg direkte til Googles servere, og Google mottar blant annet IP-adressen din og informasjon om nettleseren. Produktsidene kan ha innebygde videoer fra YouTube. Vi bruker YouTubes utvidede personvernmodus (youtube-nocookie.com), der YouTube ifølge Google ikke lagrer informasjonskapsler før du selv starter avspillingen. Google Ireland Limited er ansvarlig for behandlingen som skjer hos Google, og opplysninger kan bli overført til land utenfor EØS, blant annet USA. Les mer i <a href="https://policies.google.com/privacy?hl=no" rel="noopener noreferrer nofollow" target="_blank">Googles personvernerklæring</a>.</p>
<h2>3. Formål med behandlingen</h2>
<p>Vi bruker personopplysningene bare til disse formålene:</p>
<ul>
<li><strong>Besvare henvendelser: </strong>å lese og svare på meldinger sendt via kontaktskjemaet.</li>
<li><strong>Vurdere forhandlersøknader: </strong>å behandle søknaden din, kontakte deg om et mulig samarbeid og opprette en forhandleravtale.</li>
<li><strong>Drive forhandlerportalen: </strong>å gi innloggede forhandlere tilgang til prislister, produktbilder, markedsføringsmateriell og kurs, og å vise fremgangen din på kursplattformen.</li>
<li><strong>Drift og sikkerhet: </strong>å holde nettstedet stabilt og sikkert, finne og rette feil og avdekke misbruk, for eksempel forsøk på å bryte seg inn i brukerkontoer.</li>
<li><strong>Kart og produktvideoer: </strong>å vise hvor forhandlerne ligger og hvordan produktene brukes.</li>
</ul>
<p>Vi selger ikke personopplysninger, vi bruker dem ikke til markedsføring uten at du har bedt om det, og vi treffer ingen automatiserte avgjørelser om deg.</p>
<h3>Hvor lenge vi lagrer opplysningene</h3>
<p>Meldinger fra kontaktskjemaet slettes når henvendelsen er ferdig behandlet og vi ikke lenger trenger dem for å følge opp saken. Forhandlersøknader som ikke fører til et samarbeid, slettes når søknaden er ferdig vurdert. Opplysningene i en forhandlerkonto, inkludert kursfremgangen, lagres så lenge kontoen er aktiv, og slettes når kontoen avsluttes. Serverlogger oppbevares bare så lenge de trengs for drift og sikkerhet, og slettes deretter fortløpende. Opplysninger som vi etter lov må oppbevare lenger, for eksempel etter bokføringsregelverket, lagres så lenge loven krever.</p>
<h3>Hvem som får tilgang</h3>
<p>Bare medarbeidere som trenger opplysningene i arbeidet sitt, har tilgang til dem. Vi bruker leverandører av blant annet serverdrift og e-post som databehandlere. De kan bare behandle opplysningene på våre vegne og etter våre instrukser, og vi har inngått databehandleravtaler med dem. Utover dette utleverer vi ikke personopplysninger, med mindre vi har plikt til det etter loven.</p>
<h2>4. Rettslig grunnlag</h2>
<p>Vi behandler personopplysninger bare når vi har et rettslig grunnlag etter personvernforordningen artikkel 6 nr. 1:</p>
<ul>
<li><strong>Samtykke (bokstav a): </strong>når du selv velger å sende oss en melding via kontaktskjemaet. Du kan når som helst trekke samtykket tilbake, og da sletter vi meldingen. Tilbaketrekningen påvirker ikke behandlingen som ble gjort før du trakk samtykket.</li>
<li><strong>Avtale (bokstav b): </strong>når vi behandler en forhandlersøknad på din forespørsel, og når vi gir deg tilgang til forhandlerkontoen, forhandlerportalen og kursplattformen som en del av forhandleravtalen.</li>
<li><strong>Berettiget interesse (bokstav f): </strong>for serverlogger og sikkerhetstiltak, der interessen vår er et stabilt og sikkert nettsted, for kart og innebygde videoer, der interessen vår er å hjelpe deg med å finne en forhandler og bruke produktene riktig, og for tellingen av søk og butikktall (den saltede kontrollsummen som varer ett døgn), der interessen vår er å vite hvor det mangler forhandlere og å vise forhandlerne hva nettstedet gjør for dem.</li>
</ul>
<p>Der behandlingen bygger på berettiget interesse, har vi vurdert at interessen vår veier tyngre enn ulempene for deg. Du kan protestere mot slik behandling, se punkt 5.</p>
<h2>5. Dine rettigheter</h2>
<p>Du har disse rettighetene etter personvernregelverket:</p>
<ul>
<li><strong>Innsyn: </strong>du kan få vite hvilke opplysninger vi har om deg, og få en kopi av dem.</li>
<li><strong>Retting: </strong>du kan be oss rette opplysninger som er uriktige eller ufullstendige.</li>
<li><strong>Sletting: </strong>du kan be oss slette opplysninger om deg når vi ikke lenger trenger dem, eller når behandlingen ikke har et gyldig grunnlag.</li>
<li><strong>Begrensning: </strong>du kan be oss begrense behandlingen, for eksempel mens vi undersøker om opplysningene er riktige.</li>
<li><strong>Dataportabilitet: </strong>du kan få opplysninger du selv har gitt oss, i et strukturert og maskinlesbart format, når behandlingen bygger på samtykke eller avtale.</li>
<li><strong>Protest: </strong>du kan protestere mot behandling som bygger på berettiget interesse. Da stanser vi behandlingen, med mindre vi har tungtveiende grunner til å fortsette.</li>
<li><strong>Klage: </strong>du kan klage til <a href="https://www.datatilsynet.no" rel="noopener noreferrer nofollow" target="_blank">Datatilsynet</a> hvis du mener at vi behandler personopplysningene dine i strid med regelverket. Vi setter pris på om du tar kontakt med oss først, slik at vi kan prøve å løse saken.</li>
</ul>
<p>Vil du bruke rettighetene dine, kan du kontakte oss, se punkt 7. Vi svarer uten ugrunnet opphold og senest innen én måned. For å beskytte opplysningene dine kan vi be deg bekrefte identiteten din før vi svarer.</p>
<h2>6. Informasjonssikkerhet</h2>
<p>Vi har tekniske og organisatoriske tiltak for å beskytte personopplysningene mot uautorisert tilgang, endring, tap og misbruk:</p>
<ul>
<li>Trafikken mellom nettleseren din og nettstedet er kryptert.</li>
<li>Passord lagres bare som en hash med en anerkjent, bevisst ressurskrevende algoritme.</li>
<li>Meldinger, søknader og forhandlerkontoer er bare tilgjengelige for innloggede administratorer med behov for tilgang.</li>
<li>Nettstedet er beskyttet med sikkerhetsinnstillinger som blant annet begrenser hvilke eksterne tjenester sidene kan hente innhold fra.</li>
<li>Programvaren holdes oppdatert, og sikkerhetsoppdateringer installeres fortløpende.</li>
</ul>
<p>Skulle det likevel skje et brudd på personopplysningssikkerheten, håndterer vi det etter regelverket. Det innebærer blant annet å melde fra til tilsynsmyndigheten og å varsle de berørte når det kreves.</p>
<h2>7. Kontakt oss</h2>
<p>Har du spørsmål om denne personvernerklæringen eller om hvordan vi behandler personopplysningene dine, eller vil du bruke rettighetene dine, er du velkommen til å kontakte oss:</p>
<p>Vi kan endre denne erklæringen når nettstedet eller regelverket endres. Den gjeldende versjonen finner du alltid på denne siden, med datoen for siste endring øverst.</p>`;
}
