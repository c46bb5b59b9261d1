import type { DemoCourse } from '../types';

/**
 * Demo courses for the dealer course platform. Three courses with 3–4 modules each,
 * mixing all content types (text, video, audio, image) and both question types.
 * One module ('Rådgivning i butikken') deliberately has no quiz.
 */
export const demoCourses: DemoCourse[] = [
  // ---------------------------------------------------------------------------
  // Kurs 1
  // ---------------------------------------------------------------------------
  {
    title: 'Grunnkurs i møbelpleie',
    description: 'Lær å kjenne igjen overflaten på et tremøbel, velge riktig pleieprodukt og gi kunden trygge, enkle råd om rengjøring og vedlikehold.',
    category: 'Salg og rådgivning',
    colour: '#8b5a2b',
    modules: [
      {
        title: 'Kjenn overflaten',
        description: 'Hvordan du sammen med kunden finner ut om et møbel er lakkert, oljet, vokset eller ubehandlet.',
        estimatedTimeMinutes: 20,
        contents: [
          {
            contentType: 'text',
            title: 'Fire vanlige overflater',
            html: `<h3>Riktig råd starter med riktig overflate</h3>
<p>De fleste tremøbler er enten <strong>lakkerte</strong>, <strong>oljede</strong>, <strong>voksede</strong> eller <strong>ubehandlede</strong>. Pleieproduktet må passe til overflaten, ellers kan resultatet bli flekkete, klissete eller rett og slett virkningsløst. Spør derfor alltid hvordan møbelet er behandlet før du anbefaler et produkt.</p>
<p>Er kunden usikker, kan du foreslå en enkel <strong>vanndråpetest</strong> på et skjult sted: Blir dråpen liggende som en blank perle i flere minutter, er overflaten sannsynligvis lakkert. Trekker den sakte inn og gjør treet mørkere, er overflaten oljet eller ubehandlet. En vokset overflate føles silkeaktig, og en negl som dras lett over den, kan etterlate et svakt merke.</p>
<ul>
  <li>Test alltid et nytt produkt på et skjult sted, for eksempel under bordplaten eller på baksiden av et ben, før det brukes på hele møbelet.</li>
  <li><strong>Olj aldri en lakkert overflate.</strong> Oljen trenger ikke gjennom lakken og blir liggende som en klebrig hinne som samler støv.</li>
</ul>`,
          },
          {
            contentType: 'image',
            title: 'Vanndråpetesten',
            caption:
              'Tre prøvestykker av eik – lakkert, oljet og vokset – med en vanndråpe på hvert, som viser hvordan dråpen oppfører seg på de ulike overflatene.',
            colour: '#a9743f',
          },
          {
            contentType: 'audio',
            title: 'Tips fra butikkgulvet',
            transcript:
              'Når en kunde spør etter møbelpleie, er det første spørsmålet mitt alltid: Hvordan er møbelet behandlet? Vet de det ikke, ber jeg dem ta en vanndråpetest hjemme på et sted som ikke synes. Det tar et par minutter og sparer dem for mye ergrelse.',
          },
        ],
        questions: [
          {
            questionType: 'true_false',
            questionText: 'En vanndråpe som blir liggende som en blank perle i flere minutter, tyder på at overflaten er lakkert.',
            correctAnswers: ['true'],
            explanation: 'Lakk forsegler treet, så vannet trekker ikke inn, men blir liggende oppå.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hva bør du alltid anbefale før kunden bruker et nytt pleieprodukt på hele møbelet?',
            options: [
              'Å teste produktet på et skjult sted',
              'Å vaske møbelet med oppvaskmiddel først',
              'Å slipe ned hele overflaten',
              'Å varme opp møbelet med en hårføner',
            ],
            correctAnswers: ['Å teste produktet på et skjult sted'],
            explanation: 'En test på et skjult sted viser hvordan produktet virker på akkurat denne overflaten uten å risikere synlige skader.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hvorfor skal en lakkert overflate aldri oljes?',
            options: [
              { id: 'a', text: 'Oljen trenger ikke gjennom lakken og blir liggende som en klebrig hinne' },
              { id: 'b', text: 'Oljen løser opp lakken i løpet av sekunder' },
              { id: 'c', text: 'Oljen gjør lakken sterkere, men møbelet blir dyrere å vedlikeholde' },
            ],
            correctAnswers: ['a'],
            explanation: 'Lakken stenger treet ute, så oljen blir liggende oppå og samler støv og smuss.',
          },
        ],
      },
      {
        title: 'Støvtørking og rengjøring av tremøbler',
        description: 'Skånsom daglig rengjøring som forlenger levetiden til alle typer treoverflater.',
        estimatedTimeMinutes: 10,
        contents: [
          {
            contentType: 'text',
            title: 'Lite vann og riktig klut',
            html: `<p>Det meste av slitasjen på møbler kommer fra støv og smuss som virker som fint sandpapir. Anbefal kunden å tørke støv jevnlig med en myk, tørr eller <strong>lett fuktet og godt oppvridd</strong> klut. For mye vann kan få treet til å svelle og gi hvite ringer eller råe fibre.</p>
<p>Tørk alltid <strong>langs fiberretningen</strong>, altså langs årene i treet, og tørk over med en tørr klut etterpå. Unngå sterke allrengjøringsmidler og skuremidler; de kan matte ned lakk og trekke ut olje og voks.</p>
<p>Søl bør tørkes opp med en gang. Bruk brikker under varme kopper og glass, så slipper kunden mange av de vanligste skadene.</p>`,
          },
          {
            contentType: 'video',
            title: 'Slik tørker du støv riktig',
            url: 'https://www.youtube.com/watch?v=Mb7pLk2Qe9A',
          },
        ],
        questions: [
          {
            questionType: 'true_false',
            questionText: 'Det er best å tørke tremøbler med en dyvåt klut, slik at alt smuss løses opp.',
            correctAnswers: ['false'],
            explanation: 'For mye vann kan få treet til å svelle; kluten skal være tørr eller lett fuktet og godt oppvridd.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'I hvilken retning bør du tørke over en treoverflate?',
            options: ['På tvers av årene', 'Langs fiberretningen', 'I små sirkler', 'Det spiller ingen rolle'],
            correctAnswers: ['Langs fiberretningen'],
            explanation: 'Ved å tørke langs årene følger du treets struktur og unngår riper og striper på tvers.',
          },
        ],
      },
      {
        title: 'Polish, voks eller olje?',
        description: 'Forskjellen på de tre viktigste pleieproduktene for tre, og når hvert av dem skal brukes.',
        estimatedTimeMinutes: 25,
        contents: [
          {
            contentType: 'text',
            title: 'Tre produkter – tre oppgaver',
            html: `<h3>Møbelpolish</h3>
<p>Polish er laget for <strong>lakkerte og polerte overflater</strong>. Den fjerner lett smuss og fingermerker og gir glans og en tynn beskyttende hinne. Påfør et tynt lag med en myk klut og poler etter med en ren, tørr klut. Polish metter ikke treet, så den er ikke riktig valg for tørt, ubehandlet treverk.</p>
<h3>Voks</h3>
<p>Voks brukes på voksede overflater, og kan også gi oljet eller ubehandlet tre en silkematt glans og en vannavvisende overflate. Legg på et tynt lag, la det tørke litt og poler opp. Husk: <strong>skal en vokset overflate oljes senere, må voksen fjernes først</strong>, ellers stenger den oljen ute.</p>
<h3>Treolje</h3>
<p>Olje er for <strong>oljede og ubehandlede</strong> overflater – aldri lakkerte. Oljen trekker inn i treet, gir næring til fibrene og fremhever årene. Påfør et tynt lag, la det virke så lenge som står på emballasjen (ofte 10–20 minutter) og <strong>tørk deretter av all overflødig olje</strong>. Olje som blir liggende igjen, blir klissete.</p>`,
          },
          {
            contentType: 'video',
            title: 'Demonstrasjon: polish, voks og olje side om side',
            url: 'https://youtu.be/Tr4Xw8nVd1s',
          },
          {
            contentType: 'image',
            title: 'Velg riktig produkt',
            caption: 'En enkel beslutningstavle som leder fra overflatetype – lakkert, vokset, oljet eller ubehandlet – til polish, voks eller treolje.',
            colour: '#6b4226',
          },
          {
            contentType: 'audio',
            title: 'Huskeregel',
            transcript:
              'En enkel huskeregel: Polish på lakk, voks på voks, olje på olje og ubehandlet tre. Og uansett produkt gjelder det samme – tynne lag, og tørk av overskuddet.',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'En kunde har en lakkert spisebordplate som har blitt matt og full av fingermerker. Hva anbefaler du?',
            options: [
              { id: 'a', text: 'Treolje' },
              { id: 'b', text: 'Møbelpolish' },
              { id: 'c', text: 'Terrasserens' },
            ],
            correctAnswers: ['b'],
            explanation: 'Polish er laget for lakkerte overflater og fjerner fingermerker samtidig som den gir glans.',
          },
          {
            questionType: 'true_false',
            questionText: 'Skal en vokset overflate oljes senere, må voksen fjernes først.',
            correctAnswers: ['true'],
            explanation: 'Voksen stenger oljen ute, så den må fjernes før oljen kan trekke inn.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hva må du gjøre etter at treoljen har virket inn?',
            options: ['Tørke av all overflødig olje', 'La overskuddet tørke inn over natten', 'Legge på et nytt, tykt lag med en gang'],
            correctAnswers: ['Tørke av all overflødig olje'],
            explanation: 'Olje som blir liggende på overflaten, blir klissete når den tørker.',
          },
          {
            questionType: 'true_false',
            questionText: 'Møbelpolish egner seg godt til å mette tørt, ubehandlet treverk.',
            correctAnswers: ['false'],
          },
        ],
      },
      {
        title: 'Rådgivning i butikken',
        description: 'Spørsmålene som hjelper deg å finne riktig løsning for kunden på få minutter.',
        contents: [
          {
            contentType: 'text',
            title: 'Spør først, anbefal etterpå',
            html: `<p>God rådgivning handler mer om å stille de riktige spørsmålene enn om å kunne alle produktene utenat. Bruk åpne spørsmål: <em>Hva slags møbel er det? Hvilket tre eller materiale? Hvordan er det behandlet? Hva er problemet – er det matt, tørt, flekkete eller ripete?</em></p>
<ul>
  <li><strong>Tilby en helhetlig løsning:</strong> rengjøringsmiddel, pleieprodukt og en god klut gir et bedre resultat enn ett produkt alene.</li>
  <li><strong>Forklar bruken kort:</strong> tynne lag, test på et skjult sted og tørk av overskuddet.</li>
  <li><strong>Lov ikke mer enn produktet kan holde:</strong> dype riper krever reparasjonsprodukter, ikke polish.</li>
</ul>
<p>En kunde som lykkes hjemme, kommer tilbake – og anbefaler butikken videre.</p>`,
          },
          {
            contentType: 'audio',
            title: 'Et typisk kundemøte',
            transcript:
              'Kunden forteller at stuebordet har fått hvite ringer etter varme kopper. Jeg spør hvordan bordet er behandlet, og hvor lenge ringene har vært der. Deretter viser jeg produktet som passer, forklarer hvordan det brukes, og minner om at det skal testes på et skjult sted først.',
          },
        ],
        questions: [],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Kurs 2
  // ---------------------------------------------------------------------------
  {
    title: 'Lær og skinn: rens og pleie',
    description: 'Kjenn igjen de vanligste lærtypene, lær riktig rekkefølge for rens og pleie, og gi kunden gode råd om flekker og forebygging.',
    category: 'Produktkunnskap',
    colour: '#7a3e2b',
    modules: [
      {
        title: 'Lærtyper og hvordan de kjennes igjen',
        description: 'Anilin, pigmentert lær, nubuk og semsket skinn – og hvorfor de trenger ulik behandling.',
        estimatedTimeMinutes: 15,
        contents: [
          {
            contentType: 'text',
            title: 'Ikke alt lær er likt',
            html: `<h3>De vanligste typene</h3>
<ul>
  <li><strong>Pigmentert lær</strong> har et farget, beskyttende toppsjikt. Det er den vanligste typen på sofaer og lenestoler og tåler mest i hverdagen.</li>
  <li><strong>Anilinlær</strong> er farget gjennom, men har lite eller ingen beskyttende overflate. Det er mykt og naturlig, men tar lett opp flekker og blekner i sollys.</li>
  <li><strong>Nubuk og semsket skinn</strong> har en ru, fløyelsaktig overflate. De skal børstes og behandles med produkter laget spesielt for nubuk og semsket skinn – ikke med vanlig lærkrem.</li>
</ul>
<p>Også her er <strong>vanndråpetesten</strong> nyttig: Drypp litt vann på et skjult sted. Trekker dråpen raskt inn og gjør læret mørkere, er det mest sannsynlig anilinlær. Blir den liggende på overflaten, er læret pigmentert og beskyttet.</p>`,
          },
          {
            contentType: 'image',
            title: 'Tre lærprøver',
            caption:
              'Nærbilde av tre lærprøver – pigmentert lær, anilinlær og nubuk – side om side, slik at forskjellen i overflate og glans kommer tydelig fram.',
            colour: '#9c5b3b',
          },
          {
            contentType: 'video',
            title: 'Slik gjør du vanndråpetesten på lær',
            url: 'https://www.youtube.com/watch?v=Lx3qR8aWz0c',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'Du drypper vann på et skjult sted på en sofa. Dråpen trekker raskt inn og gjør læret mørkere. Hva slags lær er det mest sannsynlig?',
            options: [
              { id: 'a', text: 'Pigmentert lær' },
              { id: 'b', text: 'Anilinlær' },
              { id: 'c', text: 'Kunstlær' },
            ],
            correctAnswers: ['b'],
            explanation: 'Anilinlær har lite beskyttende overflate, så vannet trekker raskt inn.',
          },
          {
            questionType: 'true_false',
            questionText: 'Pigmentert lær er den vanligste typen på sofaer og tåler mest i hverdagen.',
            correctAnswers: ['true'],
            explanation: 'Det fargede toppsjiktet beskytter læret mot flekker og slitasje.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hvilken pleie passer for nubuk og semsket skinn?',
            options: ['Vanlig lærkrem i et tykt lag', 'Børsting og produkter laget spesielt for nubuk og semsket skinn', 'Møbelolje', 'Vask med grønnsåpe'],
            correctAnswers: ['Børsting og produkter laget spesielt for nubuk og semsket skinn'],
            explanation: 'Krem og olje gjør den ru overflaten flat og flekkete; nubuk og semsket skinn trenger egne produkter.',
          },
        ],
      },
      {
        title: 'Rens før du pleier',
        description: 'Riktig rekkefølge og riktige midler når lærmøbler skal rengjøres og få ny næring.',
        estimatedTimeMinutes: 20,
        contents: [
          {
            contentType: 'text',
            title: 'Rekkefølgen er alt',
            html: `<p>Den viktigste regelen i lærpleie er: <strong>rens før du pleier</strong>. Legges balsam eller pleiemiddel på et skittent lær, blir smusset låst inne i overflaten, og læret kan bli flekkete og stivt.</p>
<h3>Slik gjør du</h3>
<ul>
  <li>Støvsug sømmer og folder med et mykt munnstykke.</li>
  <li>Rens med et lærrensemiddel og en myk svamp eller klut, og tørk over med en fuktig klut.</li>
  <li>La læret tørke helt.</li>
  <li>Påfør et tynt lag pleiemiddel som gir næring og gjør læret smidig.</li>
</ul>
<p>Lær er naturlig litt surt, rundt <strong>pH 4–5</strong>. Vanlig oppvaskmiddel, allrengjøring og grønnsåpe er ofte sterkt basiske og kan tørke ut læret og skade overflaten. Anbefal derfor midler som er laget for lær, og test alltid på et skjult sted først.</p>`,
          },
          {
            contentType: 'audio',
            title: 'Hvorfor pH betyr noe',
            transcript:
              'Lær er et naturmateriale som er garvet til å være litt surt. Vasker du det med et sterkt basisk middel, kan fibrene tørke ut og overflaten ta skade. Derfor skal lær renses med produkter som er tilpasset lærets pH.',
          },
          {
            contentType: 'video',
            title: 'Rens og pleie av en lærsofa, steg for steg',
            url: 'https://youtu.be/Hq9-Kd2mP_4',
          },
        ],
        questions: [
          {
            questionType: 'true_false',
            questionText: 'Pleiemiddel bør legges på før lærmøbelet renses, slik at smusset løsner lettere.',
            correctAnswers: ['false'],
            explanation: 'Pleie på skittent lær låser smusset inne; læret skal alltid renses først.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hvorfor bør kunden unngå vanlig oppvaskmiddel og allrengjøring på lær?',
            options: [
              { id: 'a', text: 'De er for svake til å fjerne smuss' },
              { id: 'b', text: 'Lær er naturlig litt surt, og sterkt basiske midler kan tørke ut og skade læret' },
              { id: 'c', text: 'De gir for mye glans' },
              { id: 'd', text: 'De virker bare på kunstlær' },
            ],
            correctAnswers: ['b'],
            explanation: 'Lær har en pH på rundt 4–5, og sterkt basiske midler bryter ned fibre og overflate.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hva er riktig rekkefølge ved vanlig lærpleie?',
            options: ['Støvsug, rens, la tørke, pleie', 'Pleie, rens, støvsug', 'Rens, pleie, støvsug etter en uke', 'Bare pleie – rens er unødvendig'],
            correctAnswers: ['Støvsug, rens, la tørke, pleie'],
          },
        ],
      },
      {
        title: 'Forebygging og vanlige skader',
        description: 'Flekker, sollys og varme – og rådene som gjør at lærmøbler holder seg pene i mange år.',
        contents: [
          {
            contentType: 'text',
            title: 'Bedre føre var',
            html: `<p>Lær tåler mye, men <strong>sollys og varme</strong> er blant de største fiendene. Sol bleker fargen, særlig på anilinlær, og varme fra radiator, peis eller varmepumpe tørker ut læret slik at det kan sprekke. Råd kunden til å plassere lærmøbler unna direkte sol og varmekilder.</p>
<p>Ved søl gjelder det å handle raskt: <strong>dupp opp væsken straks</strong> med en tørr, absorberende klut. Ikke gni – da sprer du flekken og presser den lenger inn. Kulepenn, blekk og fettflekker bør behandles med et produkt laget for nettopp dette, eller av en fagperson.</p>
<p>Jevnlig rens og pleie et par ganger i året holder læret smidig og gjør det lettere å fjerne flekker senere.</p>`,
          },
          {
            contentType: 'image',
            title: 'Riktig plassering',
            caption: 'En skisse av en stue der lærsofaen står unna vindu med direkte sol og i god avstand fra radiatoren.',
            colour: '#c08552',
          },
          {
            contentType: 'audio',
            title: 'Når ulykken er ute',
            transcript:
              'Har kunden sølt på lærsofaen, er rådet enkelt: Dupp, ikke gni. Ta en tørr klut og sug opp så mye som mulig med én gang. Deretter kan flekken behandles med et lærrensemiddel.',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'En kunde har nettopp sølt rødvin på en lærsofa. Hva er det første rådet?',
            options: [
              'Gni hardt med en våt klut',
              'Dupp opp væsken straks med en tørr, absorberende klut',
              'La flekken tørke før du gjør noe',
              'Bruk blekemiddel',
            ],
            correctAnswers: ['Dupp opp væsken straks med en tørr, absorberende klut'],
            explanation: 'Å duppe suger opp væsken uten å spre flekken eller presse den inn i læret.',
          },
          {
            questionType: 'true_false',
            questionText: 'Lærmøbler bør stå nær radiatoren eller i sterkt sollys, slik at læret holder seg tørt.',
            correctAnswers: ['false'],
            explanation: 'Sol bleker og varme tørker ut læret, som da kan sprekke.',
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Kurs 3
  // ---------------------------------------------------------------------------
  {
    title: 'Oljing og vedlikehold av treverk ute og inne',
    description: 'Fra forberedelse og sikkerhet til oljing av hagemøbler, terrasse og bordplater – og hvordan vanlige feil rettes opp.',
    category: 'Overflatebehandling',
    colour: '#5f7d3a',
    modules: [
      {
        title: 'Forberedelse og sikkerhet',
        description: 'Godt forarbeid gir godt resultat – og oljefiller skal alltid håndteres riktig.',
        estimatedTimeMinutes: 15,
        contents: [
          {
            contentType: 'text',
            title: 'Rent, tørt og trygt',
            html: `<h3>Forarbeidet</h3>
<p>Olje skal legges på <strong>rent og tørt treverk</strong>. Smuss, pollen og løse fibre må vaskes bort, og treet må få tørke godt etter vask – fukt i treet hindrer oljen i å trekke inn. Gammel voks må fjernes før oljing. Løftede fibre kan pusses lett ned med fint sandpapir.</p>
<h3>Sikkerhet: oljefiller kan selvantenne</h3>
<p>Tørkende oljer, som linolje, utvikler varme når de herder. En sammenkrøllet fille med olje kan derfor <strong>selvantenne</strong>. Brukte filler og kluter skal legges i vann i en tett beholder, eller henges utbredt til tørk utendørs før de kastes.</p>
<ul>
  <li>Sørg for god lufting når det oljes innendørs.</li>
  <li>Bruk hansker, og les alltid bruksanvisningen på emballasjen.</li>
</ul>`,
          },
          {
            contentType: 'audio',
            title: 'Husk å si det til kunden',
            transcript:
              'Hver gang jeg selger treolje, minner jeg kunden om fillene. Olje i en sammenkrøllet fille kan bli så varm at den tar fyr av seg selv. Legg dem i vann i en tett boks, eller heng dem utbredt ute til de er tørre.',
          },
          {
            contentType: 'image',
            title: 'Trygg håndtering av oljefiller',
            caption:
              'En illustrasjon som viser en sammenkrøllet oljefille med et varselsymbol ved siden av en tett boks med vann og filler som henger utbredt til tørk.',
            colour: '#d9822b',
          },
        ],
        questions: [
          {
            questionType: 'true_false',
            questionText: 'Filler med tørkende olje, som linolje, kan selvantenne hvis de kastes sammenkrøllet.',
            correctAnswers: ['true'],
            explanation: 'Oljen utvikler varme når den herder, og i en sammenkrøllet fille kan varmen bli høy nok til å antenne den.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hvordan bør brukte oljefiller håndteres?',
            options: [
              { id: 'a', text: 'Kastes sammenkrøllet i søppelbøtta' },
              { id: 'b', text: 'Legges i vann i en tett beholder eller henges utbredt til tørk utendørs' },
              { id: 'c', text: 'Legges i en plastpose i boden' },
            ],
            correctAnswers: ['b'],
            explanation: 'Vann eller utbredt tørking hindrer at varmen samler seg i fillen.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hvilket underlag er klart for oljing?',
            options: ['Rent og tørt treverk', 'Nyvasket og fortsatt fuktig treverk', 'Treverk med løst skitt og pollen', 'Treverk med et tykt lag gammel voks'],
            correctAnswers: ['Rent og tørt treverk'],
            explanation: 'Smuss, fukt og voks hindrer oljen i å trekke inn i treet.',
          },
        ],
      },
      {
        title: 'Oljing av hagemøbler og terrasse',
        description: 'Steg for steg til jevne, godt beskyttede hagemøbler og terrassebord.',
        estimatedTimeMinutes: 25,
        contents: [
          {
            contentType: 'text',
            title: 'Ute gjelder egne regler',
            html: `<h3>Vær og temperatur</h3>
<p>Velg en <strong>tørr, gjerne overskyet dag</strong> som ikke er for kald – helst over 10 °C – og med tørt vær meldt de nærmeste dagene. I stekende sol tørker oljen for raskt i overflaten og kan bli flekkete, og regn før oljen har trukket inn gir et ujevnt resultat.</p>
<h3>Hagemøbler</h3>
<p>Vask møblene med et rensemiddel for utemøbler, skyll og la dem tørke godt. Grå teak er ikke ødelagt: Det grå er bare overflaten som er bleket av sol og vær. Med teakrens og olje får treet tilbake den varme fargen. Påfør oljen i tynne lag og tørk av overskuddet.</p>
<h3>Terrasse</h3>
<p>Fei og vask terrassen, og la den tørke i noen dager med oppholdsvær. Olj <strong>ett eller to bord om gangen over hele lengden</strong>, så unngår du skjøtemerker der olje legges oppå olje som har begynt å tørke. Nytt trykkimpregnert virke bør få tørke ut en stund, gjerne noen måneder, før første behandling.</p>`,
          },
          {
            contentType: 'video',
            title: 'Slik oljer du terrassen',
            url: 'https://www.youtube.com/watch?v=Ter7as_Ol3k',
          },
          {
            contentType: 'image',
            title: 'Teak før og etter',
            caption: 'En hagestol i teak der den ene halvdelen er sølvgrå og værbitt, og den andre er renset og oljet med varm, gyllen farge.',
            colour: '#b5823c',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'Hvorfor bør terrassebord oljes ett eller to om gangen over hele lengden?',
            options: [
              { id: 'a', text: 'For å unngå skjøtemerker' },
              { id: 'b', text: 'For å bruke mindre olje' },
              { id: 'c', text: 'Fordi oljen ellers ikke tørker' },
            ],
            correctAnswers: ['a'],
            explanation: 'Skjøtemerker oppstår når ny olje legges oppå olje som har begynt å tørke.',
          },
          {
            questionType: 'true_false',
            questionText: 'Teak som har blitt grå, er ødelagt og må byttes ut.',
            correctAnswers: ['false'],
            explanation: 'Det grå er bare overflaten; teakrens og olje gir treet tilbake fargen.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hva slags vær er best for oljing utendørs?',
            options: [
              'Tørt, gjerne overskyet og ikke for kaldt',
              'Stekende sol midt på dagen',
              'Lett regn, så oljen fordeler seg bedre',
              'Frost, fordi treverket da er hardt',
            ],
            correctAnswers: ['Tørt, gjerne overskyet og ikke for kaldt'],
          },
        ],
      },
      {
        title: 'Oljede bordplater og møbler inne',
        description: 'Vedlikehold av oljede spisebord, benkeplater og møbler som brukes hver dag.',
        estimatedTimeMinutes: 20,
        contents: [
          {
            contentType: 'text',
            title: 'Når trenger bordet ny olje?',
            html: `<p>En oljet bordplate trenger ny olje når overflaten ser <strong>tørr og matt</strong> ut, og vann trekker raskt inn i stedet for å bli liggende. På et spisebord som brukes hver dag, kan det være aktuelt en eller to ganger i året, oftere ved hard bruk.</p>
<p>Til daglig rengjøring holder det med en <strong>godt oppvridd klut</strong>, eventuelt med et mildt såpemiddel beregnet på oljet tre. Unngå salmiakk og sterke rengjøringsmidler, som trekker oljen ut av treet.</p>
<h3>Ubehandlet tre</h3>
<p>Ved første behandling gir <strong>flere tynne lag</strong> et bedre og mer slitesterkt resultat enn ett tykt lag. La hvert lag tørke som anvist, og puss eventuelt lett med fint sandpapir mellom lagene.</p>`,
          },
          {
            contentType: 'video',
            title: 'Oljing av spisebord',
            url: 'https://youtu.be/Dn2Bv6yXo8Q',
          },
          {
            contentType: 'audio',
            title: 'Kundespørsmål: Hvor ofte?',
            transcript:
              'Mange kunder spør hvor ofte bordet skal oljes. Jeg svarer at bordet selv forteller det: Når det ser tørt og matt ut, og vannsøl trekker rett inn, er det på tide med et nytt tynt lag.',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'Hvordan ser du at en oljet bordplate trenger ny olje?',
            options: ['Overflaten ser tørr og matt ut, og vann trekker raskt inn', 'Vann blir liggende som blanke perler', 'Bordplaten kjennes klissete'],
            correctAnswers: ['Overflaten ser tørr og matt ut, og vann trekker raskt inn'],
            explanation: 'En tørr, matt overflate som suger opp vann, har mistet beskyttelsen fra oljen.',
          },
          {
            questionType: 'true_false',
            questionText: 'Ved første behandling av ubehandlet tre gir flere tynne lag et bedre resultat enn ett tykt lag.',
            correctAnswers: ['true'],
            explanation: 'Tynne lag trekker inn og herder jevnt, mens et tykt lag lett blir klissete.',
          },
          {
            questionType: 'multiple_choice',
            questionText: 'Hva anbefaler du til daglig rengjøring av en oljet bordplate?',
            options: [
              { id: 'a', text: 'En godt oppvridd klut, eventuelt med et mildt såpemiddel beregnet på oljet tre' },
              { id: 'b', text: 'Salmiakk' },
              { id: 'c', text: 'Stålull og vann' },
              { id: 'd', text: 'Skuremiddel' },
            ],
            correctAnswers: ['a'],
            explanation: 'Milde midler og lite vann bevarer oljen i treet.',
          },
        ],
      },
      {
        title: 'Vanlige feil og hvordan de rettes',
        description: 'Klissete overflater, flekker og olje på lakk – årsakene og løsningene.',
        estimatedTimeMinutes: 10,
        contents: [
          {
            contentType: 'text',
            title: 'Feilsøking',
            html: `<h3>Klissete overflate</h3>
<p>Den vanligste feilen er at <strong>overflødig olje ikke er tørket av</strong>. Løsningen er ikke mer olje. Er oljen fortsatt myk, kan den tørkes bort med en klut fuktet med litt olje og deretter en tørr klut. Har den herdet, pusses overflaten lett med fint sandpapir før et nytt, tynt lag legges på og tørkes godt av.</p>
<h3>Flekkete resultat ute</h3>
<p>Regn før oljen har trukket inn, eller oljing i stekende sol, gir ofte et ujevnt resultat. La treet tørke, vask ved behov og olj på nytt i tynne lag når været er riktig.</p>
<h3>Olje på lakk</h3>
<p>Har noen oljet en lakkert overflate, blir oljen liggende oppå. Tørk den bort så raskt som mulig, og rengjør overflaten før den behandles med polish.</p>`,
          },
          {
            contentType: 'video',
            title: 'Redd et klissete bord',
            url: 'https://www.youtube.com/watch?v=fX0kQ2jw9Zs',
          },
        ],
        questions: [
          {
            questionType: 'multiple_choice',
            questionText: 'En kunde klager over at det nyoljede bordet er klissete. Hva er den mest sannsynlige årsaken?',
            options: [
              { id: 'a', text: 'For lite olje' },
              { id: 'b', text: 'Overflødig olje ble ikke tørket av' },
              { id: 'c', text: 'Bordet var for tørt før oljing' },
            ],
            correctAnswers: ['b'],
            explanation: 'Olje som blir liggende på overflaten i stedet for å trekke inn, blir klissete.',
          },
          {
            questionType: 'true_false',
            questionText: 'Å legge på mer olje er løsningen når en oljet overflate har blitt klissete.',
            correctAnswers: ['false'],
            explanation: 'Mer olje gjør problemet verre; overskuddet må fjernes.',
          },
        ],
      },
    ],
  },
];
