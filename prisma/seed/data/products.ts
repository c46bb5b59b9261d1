import type { DemoProduct } from '../types';

/**
 * Demo product range (fictitious brand). Article numbers are grouped by category:
 * Møbelpolish 10xx, Trepleie 20xx, Treolje 30xx, Lærpleie 40xx, Gulvbeskyttelse 50xx,
 * Reparasjonsprodukter 60xx, Spesialprodukter 70xx, Tekstil 80xx, Diverse 90xx and
 * EDEN Hageprodukter E-7x0.
 *
 * Products sold in several sizes list them in `sizes` (Møbelpolish Klassisk 1010/1020, Teakolje
 * Natur 3010/3020); the others are one size each.
 *
 * Product 2060 deliberately carries an invalid YouTube URL (no 11-character id),
 * so the rule "embed only when a valid id is found" is exercised.
 */
export const demoProducts: DemoProduct[] = [
  // ---------------------------------------------------------------- Møbelpolish
  {
    articleNumber: '1010',
    name: 'Møbelpolish Klassisk',
    sizes: [
      { articleNumber: '1010', sizeLabel: '250 ml', priceNok: 149 },
      { articleNumber: '1020', sizeLabel: '500 ml', colour: '#c39a5c', priceNok: 229 },
    ],
    category: 'Møbelpolish',
    description:
      '<p><strong>Møbelpolish Klassisk</strong> er vår opprinnelige møbelpolish, laget etter en oppskrift som har blitt videreutviklet siden 1915. Den rengjør, gir glans og etterlater en tynn, beskyttende hinne på møblene.</p>' +
      '<p>Passer til lakkerte, polerte og malte tremøbler, dører og paneler. Ikke egnet for ubehandlet, oljet eller såpebehandlet tre.</p>' +
      '<ul><li>Fjerner støv, fingermerker og fettflekker</li><li>Gir en jevn og varm glans</li><li>Frisk og diskré duft</li></ul>',
    instructions:
      '<ol><li>Rist flasken godt før bruk.</li><li>Hell litt polish på en myk, lofri klut.</li><li>Gni polishen inn i et tynt lag i treets fiberretning.</li><li>Poler etter med en ren og tørr klut til ønsket glans.</li></ol>' +
      '<p>Oppbevares utilgjengelig for barn. Tåler ikke frost.</p>',
    youtubeUrl: 'https://www.youtube.com/watch?v=Q7mT2xLp9aB',
    highlightText: 'Over 100 år med erfaring',
    highlightDescription: 'Oppskriften har vært i bruk siden 1915 og er fortsatt vår mest solgte møbelpolish.',
    colour: '#c8a165',
    packaging: 'bottle',
  },
  {
    articleNumber: '1030',
    name: 'Møbelpolish Spray 400 ml',
    category: 'Møbelpolish',
    description:
      '<p><strong>Møbelpolish Spray</strong> gjør den ukentlige møbelpleien rask og enkel. Den fine spraytåken fordeler seg jevnt og tørker raskt uten å etterlate striper.</p>' +
      '<p>Til lakkerte og polerte møbler, kjøkkenfronter, dører og lister. Ikke egnet for oljet eller ubehandlet tre.</p>' +
      '<ul><li>Rengjør og gir glans i én operasjon</li><li>Antistatisk – støvet legger seg langsommere</li><li>Ingen striper</li></ul>',
    instructions:
      '<ol><li>Rist boksen godt før bruk.</li><li>Spray på en myk klut fra ca. 20 cm avstand – ikke direkte på møbelet.</li><li>Tørk over flaten i treets fiberretning.</li><li>Poler etter med en tørr klut.</li></ol>' +
      '<p>Trykkbeholder: Kan revne ved oppvarming. Må ikke utsettes for temperaturer over 50 °C. Brukes i godt ventilert rom.</p>',
    highlightText: 'Støvfritt lenger',
    highlightDescription: 'Den antistatiske formelen gjør at støvet legger seg langsommere på nypolerte flater.',
    colour: '#d4ad6e',
    packaging: 'spray',
  },
  {
    articleNumber: '1040',
    name: 'Møbelpolish Mørkt Tre 250 ml',
    category: 'Møbelpolish',
    description:
      '<p>En svakt pigmentert møbelpolish for <strong>mørke tresorter</strong> som mahogni, valnøtt, teak og mørkbeiset eik. Pigmentene frisker opp fargen og gjør små overflateriper mindre synlige.</p>' +
      '<p>Passer til lakkerte og polerte overflater. Bruk ikke polishen på lyse tresorter, ubehandlet tre eller tekstiler.</p>',
    instructions:
      '<ol><li>Rist flasken godt.</li><li>Test på et lite synlig sted først.</li><li>Påfør et tynt lag med en myk klut i treets fiberretning.</li><li>Poler etter med en ren klut.</li></ol>',
    colour: '#5a3a22',
    packaging: 'bottle',
  },
  {
    articleNumber: '1050',
    name: 'Møbelpolish Lyst Tre 250 ml',
    category: 'Møbelpolish',
    description:
      '<p>Fargeløs møbelpolish utviklet for <strong>lyse tresorter</strong> som bjørk, ask, bøk, lønn og lys eik. Den gir en diskré silkeglans uten å gjøre treet gult eller mørkere.</p>' +
      '<p>Egnet for lakkerte og hvitpigmenterte overflater. Ikke for oljet, såpebehandlet eller ubehandlet tre.</p>' +
      '<ul><li>Gulner ikke</li><li>Silkematt glans</li><li>Fjerner fingermerker</li></ul>',
    instructions:
      '<ol><li>Rist flasken godt.</li><li>Påfør sparsomt med en myk, lofri klut.</li><li>Arbeid i treets fiberretning.</li><li>Tørk av overskudd med en tørr klut.</li></ol>',
    colour: '#e2c799',
    packaging: 'bottle',
  },
  {
    articleNumber: '1060',
    name: 'Møbelpolish Silikonfri 250 ml',
    category: 'Møbelpolish',
    description:
      '<p>En <strong>silikonfri</strong> møbelpolish som pleier og gir glans uten å etterlate rester som kan hindre senere overflatebehandling.</p>' +
      '<p>Derfor er den et trygt valg for antikvitetshandlere, møbelsnekkere og alle som kanskje vil lakkere eller polere møbelet på nytt senere. Til lakkerte og polerte overflater.</p>',
    instructions:
      '<ol><li>Rist flasken.</li><li>Fukt en myk klut lett med polish.</li><li>Gni inn i treets fiberretning.</li><li>Poler etter med en tørr klut til jevn glans.</li></ol>' +
      '<p>Oppbevares utilgjengelig for barn.</p>',
    highlightText: 'Uten silikon',
    highlightDescription: 'Etterlater ingen silikonrester, slik at møbelet senere kan lakkeres eller poleres på nytt.',
    colour: '#d8c8a8',
    packaging: 'bottle',
  },
  {
    articleNumber: '1070',
    name: 'Møbelpolish Antikk 250 ml',
    category: 'Møbelpolish',
    description:
      '<p><strong>Møbelpolish Antikk</strong> er en skånsom polish med bivoks for eldre møbler med skjellakk- eller politurbehandlede overflater.</p>' +
      '<p>Den rengjør forsiktig, fornyer glansen og gir en myk, dyp finish som passer eldre møbler. Inneholder ingen slipemidler.</p>' +
      '<ul><li>Med naturlig bivoks</li><li>Skånsom mot gamle overflater</li><li>Gir dyp, varm glans</li></ul>',
    instructions:
      '<ol><li>Rist flasken godt.</li><li>Test på et lite synlig sted.</li><li>Påfør et tynt lag med en myk bomullsklut.</li><li>La tørke i ca. 5 minutter.</li><li>Poler lett med en ren klut.</li></ol>',
    colour: '#8b5a2b',
    packaging: 'bottle',
  },
  {
    articleNumber: '1080',
    name: 'Møbelpolish Sitrus 500 ml',
    category: 'Møbelpolish',
    description:
      '<p>Møbelpolish med frisk <em>sitrusduft</em> i praktisk sprayflaske med pumpe. Ingen drivgass – bare pump og tørk.</p>' +
      '<p>Rengjør og gir glans til lakkerte møbler, bordplater og kjøkkenfronter. Ikke egnet for oljet eller ubehandlet tre.</p>',
    instructions:
      '<ol><li>Spray et par pumpetrykk på en myk klut.</li><li>Tørk over flaten i treets fiberretning.</li><li>Poler etter med en tørr klut.</li></ol>',
    colour: '#e8c25a',
    packaging: 'spray',
  },

  // ---------------------------------------------------------------- Trepleie
  {
    articleNumber: '2010',
    name: 'Møbelvoks Antikk 370 ml',
    category: 'Trepleie',
    description:
      '<p><strong>Møbelvoks Antikk</strong> er en lett brunpigmentert voks av bivoks og karnaubavoks. Den gir eldre møbler en dyp, varm glød og et slitesterkt, vannavvisende lag.</p>' +
      '<p>Passer til antikke, voksbehandlede og ubehandlede møbler av eik, furu og mørke tresorter. Ikke egnet for lakkerte eller malte overflater.</p>' +
      '<ul><li>Naturlige vokser</li><li>Fremhever patina og årringer</li><li>Kan poleres til silkeglans</li></ul>',
    instructions:
      '<ol><li>Sørg for at overflaten er ren, tørr og støvfri.</li><li>Påfør et tynt lag voks med en myk klut eller fin stålull (0000).</li><li>Arbeid i treets fiberretning.</li><li>La voksen tørke i 15–20 minutter.</li><li>Poler til glans med en ren bomullsklut.</li></ol>' +
      '<p>Oppbevares tett lukket ved romtemperatur.</p>',
    youtubeUrl: 'https://www.youtube.com/embed/Mv5yH1dK7sJ',
    highlightText: 'Naturlig bivoks',
    highlightDescription: 'Bivoks og karnaubavoks gir en varm glød og et slitesterkt, vannavvisende lag.',
    colour: '#6b4226',
    packaging: 'jar',
  },
  {
    articleNumber: '2020',
    name: 'Møbelvoks Natur 370 ml',
    category: 'Trepleie',
    description:
      '<p>Fargeløs møbelvoks av bivoks og karnaubavoks som bevarer treets naturlige farge. Gir en myk silkeglans og beskytter mot fukt og smuss.</p>' +
      '<p>Til ubehandlede og tidligere voksede møbler, lister og treleker i alle tresorter. Ikke for lakkerte eller malte flater.</p>',
    instructions:
      '<ol><li>Rengjør og tørk overflaten.</li><li>Påfør voksen tynt med en myk klut.</li><li>La tørke i 15–20 minutter.</li><li>Poler med en ren klut. Gjenta gjerne for ekstra beskyttelse.</li></ol>',
    colour: '#e6cf94',
    packaging: 'jar',
  },
  {
    articleNumber: '2030',
    name: 'Trerens 500 ml',
    category: 'Trepleie',
    description:
      '<p><strong>Trerens</strong> er et mildt rengjøringsmiddel for tremøbler og treinteriør. Den løser opp fett, smuss og gamle polishrester uten å skade overflaten.</p>' +
      '<p>Egnet for lakkerte, oljede og voksede overflater. Bruk gjerne trerens før du polerer, oljer eller vokser på nytt.</p>' +
      '<ul><li>pH-nøytral</li><li>Fjerner gamle polishrester</li><li>Gir et godt grunnlag for videre behandling</li></ul>',
    instructions:
      '<ol><li>Fukt en myk klut med trerens.</li><li>Vask flaten med lette bevegelser.</li><li>Tørk etter med en klut fuktet i rent vann.</li><li>La overflaten tørke helt før videre behandling.</li></ol>',
    colour: '#a8c5b5',
    packaging: 'bottle',
  },
  {
    articleNumber: '2040',
    name: 'Møbelrens Spray 500 ml',
    category: 'Trepleie',
    description:
      '<p>Klar-til-bruk rengjøring for daglig bruk på tremøbler, bordplater og hyller. Fjerner fingermerker og matsøl raskt og enkelt.</p>' +
      '<p>Skånsom mot lakkerte og oljede overflater og etterlater ingen hinne.</p>',
    instructions: '<ol><li>Spray på en myk klut eller direkte på flaten.</li><li>Tørk av i treets fiberretning.</li><li>Tørk etter med en tørr klut.</li></ol>',
    colour: '#9fc1c4',
    packaging: 'spray',
  },
  {
    articleNumber: '2050',
    name: 'Pleiemelk for Oljet Tre 500 ml',
    category: 'Trepleie',
    description:
      '<p><strong>Pleiemelk</strong> rengjør og fornyer oljede bordplater og møbler i én operasjon. Den tilfører en tynn oljefilm som friskner opp matte og tørre flater.</p>' +
      '<p>Passer til oljet eik, ask, teak og valnøtt innendørs. Ikke for lakkerte flater.</p>',
    instructions:
      '<ol><li>Rist flasken godt.</li><li>Påfør et tynt lag med en fuktig klut.</li><li>La virke i ca. 10 minutter.</li><li>Tørk av overskudd med en tørr klut.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller i en tett lukket metallbeholder.</p>',
    colour: '#efe3c8',
    packaging: 'bottle',
  },
  {
    articleNumber: '2060',
    name: 'Tresåpe Natur 1 l',
    category: 'Trepleie',
    description:
      '<p><strong>Tresåpe Natur</strong> er en tradisjonell såpe for rengjøring og vedlikehold av såpebehandlede gulv, bordplater og møbler.</p>' +
      '<p>Såpen bygger opp en beskyttende hinne som gjør treet mer motstandsdyktig mot smuss og flekker. Passer til ubehandlet og såpebehandlet furu, gran, bøk og eik.</p>' +
      '<ul><li>Basert på vegetabilske oljer</li><li>Bevarer treets naturlige utseende</li><li>Til både første gangs behandling og vedlikehold</li></ul>',
    instructions:
      '<ol><li>Bland ca. 1 dl tresåpe i 5 liter lunkent vann.</li><li>Vask med en godt oppvridd klut eller mopp.</li><li>Arbeid i treets fiberretning.</li><li>Skyll ikke etter – la overflaten lufttørke.</li></ol>',
    // Deliberately invalid: no 11-character video id, so no embed should be rendered.
    youtubeUrl: 'https://www.youtube.com/watch?v=kort',
    highlightText: 'Tradisjonell såpebehandling',
    highlightDescription: 'En skandinavisk metode som gir lyse tregulv og møbler en naturlig, matt overflate.',
    colour: '#d9c7a0',
    packaging: 'bottle',
  },
  {
    articleNumber: '2070',
    name: 'Tresåpe Hvit 1 l',
    category: 'Trepleie',
    description:
      '<p>Hvitpigmentert tresåpe som holder lyse tregulv og møbler lyse og motvirker gulning over tid.</p>' +
      '<p>Særlig egnet for furu, gran og lys eik som tidligere er såpebehandlet eller lutet. Ikke for lakkerte eller oljede overflater.</p>',
    instructions:
      '<ol><li>Rist flasken godt.</li><li>Bland ca. 1 dl tresåpe i 5 liter lunkent vann.</li><li>Vask med godt oppvridd klut eller mopp.</li><li>La overflaten lufttørke.</li></ol>',
    colour: '#f2efe6',
    packaging: 'bottle',
  },
  {
    articleNumber: '2080',
    name: 'Møbelfornyer Mørk 250 ml',
    category: 'Trepleie',
    description:
      '<p><strong>Møbelfornyer Mørk</strong> friskner opp slitte og matte lakkerte møbler i mørke tresorter. Den utjevner fargeforskjeller og gjør små riper og slitemerker mindre synlige.</p>' +
      '<p>Egnet for lakkerte møbler av mahogni, valnøtt, teak og mørk eik.</p>',
    instructions:
      '<ol><li>Rengjør flaten med trerens og la den tørke.</li><li>Rist flasken og påfør et tynt lag med en myk klut.</li><li>La virke i noen minutter.</li><li>Poler etter med en ren klut.</li></ol>',
    colour: '#4a2e1b',
    packaging: 'bottle',
  },

  // ---------------------------------------------------------------- Treolje
  {
    articleNumber: '3010',
    name: 'Teakolje Natur',
    sizes: [
      { articleNumber: '3020', sizeLabel: '500 ml', colour: '#b07335', packaging: 'bottle', priceNok: 189 },
      { articleNumber: '3010', sizeLabel: '1 l', priceNok: 329 },
    ],
    category: 'Treolje',
    description:
      '<p><strong>Teakolje Natur</strong> trenger dypt inn i treet, fremhever den naturlige fargen og beskytter mot uttørking, fukt og smuss.</p>' +
      '<p>Til teak, iroko, mahogni og andre oljerike tresorter – både innendørs og på hagemøbler. Skal ikke brukes på lakkerte eller malte overflater.</p>' +
      '<ul><li>Trenger dypt inn i treet</li><li>Fremhever treets naturlige farge</li><li>Til innendørs og utendørs bruk</li></ul>',
    instructions:
      '<ol><li>Rengjør treet og la det tørke helt.</li><li>Rist boksen godt.</li><li>Påfør oljen rikelig med pensel eller klut i treets fiberretning.</li><li>La oljen trekke inn i 15–20 minutter.</li><li>Tørk av all overskuddsolje med en lofri klut.</li><li>Gjenta etter ett døgn ved behov.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller brenn dem.</p>',
    youtubeUrl: 'https://youtu.be/tK4_nR8vZ2c',
    highlightText: 'Tåler sol og regn',
    highlightDescription: 'Beskytter teak og andre oljerike tresorter mot uttørking både inne og ute.',
    colour: '#b5793a',
    packaging: 'can',
  },
  {
    articleNumber: '3030',
    name: 'Møbelolje Klar 500 ml',
    category: 'Treolje',
    description:
      '<p>Fargeløs <strong>møbelolje</strong> for innendørs tremøbler, hyller og benker. Oljen trenger inn i treet og gir en naturlig, silkematt overflate som er lett å vedlikeholde.</p>' +
      '<p>Passer til alle tresorter, både lyse og mørke. Ikke for lakkerte eller voksede overflater.</p>' +
      '<ul><li>Fargeløs</li><li>Silkematt finish</li><li>Lett å flekkreparere</li></ul>',
    instructions:
      '<ol><li>Slip treet lett med fint sandpapir (korn 180–240) og fjern støvet.</li><li>Påfør oljen med pensel eller klut.</li><li>La trekke inn i 15–20 minutter.</li><li>Tørk av all overskuddsolje.</li><li>La tørke i ett døgn før eventuelt neste strøk.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller i en tett lukket metallbeholder.</p>',
    colour: '#d8b56d',
    packaging: 'bottle',
  },
  {
    articleNumber: '3040',
    name: 'Danskolje 500 ml',
    category: 'Treolje',
    description:
      '<p><strong>Danskolje</strong> er en tradisjonell blanding av planteoljer og harpiks som herder i treet og gir en slitesterk, vannavvisende overflate med lav glans.</p>' +
      '<p>Egnet for innendørs møbler, bordplater og dreide gjenstander i eik, teak, valnøtt og andre hardtresorter.</p>',
    instructions:
      '<ol><li>Sørg for at treet er rent, tørt og slipt.</li><li>Påfør et rikelig lag med klut eller pensel.</li><li>La trekke inn i ca. 15 minutter.</li><li>Tørk av overskuddet.</li><li>Påfør 2–3 strøk med ett døgns mellomrom.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann.</p>',
    colour: '#a8682f',
    packaging: 'bottle',
  },
  {
    articleNumber: '3050',
    name: 'Hardvoksolje Matt 750 ml',
    category: 'Treolje',
    description:
      '<p><strong>Hardvoksolje</strong> kombinerer de dyptgående egenskapene til olje med den slitesterke overflaten til voks. Resultatet er en matt, naturlig overflate som tåler daglig bruk.</p>' +
      '<p>Til bordplater, kjøkkenbenker, møbler og tregulv innendørs. Ikke for lakkerte flater.</p>' +
      '<ul><li>Slitesterk og vannavvisende</li><li>Matt, naturlig finish</li><li>Lett å vedlikeholde</li></ul>',
    instructions:
      '<ol><li>Slip overflaten (korn 120–150) og fjern alt støv.</li><li>Rør godt om i boksen.</li><li>Påfør et tynt lag med pensel eller rulle i treets fiberretning.</li><li>La tørke i 8–10 timer.</li><li>Påfør et nytt tynt strøk.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller i en tett lukket metallbeholder. Sørg for god ventilasjon.</p>',
    youtubeUrl: 'https://www.youtube.com/embed/Ue4-Ko9Ja2T',
    highlightText: 'Olje og voks i ett',
    highlightDescription: 'Gir en matt og slitesterk overflate som tåler hverdagen på bordplater og gulv.',
    colour: '#cfa866',
    packaging: 'can',
  },
  {
    articleNumber: '3060',
    name: 'Skjærebrettolje 250 ml',
    category: 'Treolje',
    description:
      '<p>Matsikker <strong>skjærebrettolje</strong> for skjærebrett, serveringsfjøler, salatboller og kjøkkenredskaper av tre.</p>' +
      '<p>Oljen beskytter mot uttørking og sprekker, og gjør treet mer motstandsdyktig mot fukt og matrester. Fri for løsemidler og duft.</p>',
    instructions:
      '<ol><li>Vask og tørk skjærebrettet grundig.</li><li>Påfør et rikelig lag olje med en klut eller kjøkkenpapir.</li><li>La oljen trekke inn i minst 30 minutter, gjerne over natten.</li><li>Tørk av overskuddet.</li><li>Gjenta ved behov, for eksempel én gang i måneden.</li></ol>',
    highlightText: 'Matsikker',
    highlightDescription: 'Godkjent for kontakt med næringsmidler – trygg på skjærebrett og kjøkkenredskaper.',
    colour: '#e8d9a8',
    packaging: 'bottle',
  },
  {
    articleNumber: '3070',
    name: 'Kokt Linolje 1 l',
    category: 'Treolje',
    description:
      '<p>Tradisjonell <strong>kokt linolje</strong> for behandling av ubehandlet tre innendørs og utendørs. Oljen trenger godt inn og tørker raskere enn rå linolje.</p>' +
      '<p>Brukes på verktøyskaft, gamle møbler, bygningsdetaljer og annet ubehandlet trevirke.</p>',
    instructions:
      '<ol><li>Rengjør treet og la det tørke.</li><li>Påfør et tynt lag med pensel eller klut.</li><li>Tørk av overskuddet etter 20–30 minutter.</li><li>La tørke i minst ett døgn før neste strøk.</li></ol>' +
      '<p>Kluter med linolje kan selvantenne. Legg brukte kluter i vann eller brenn dem.</p>',
    colour: '#c28a2c',
    packaging: 'can',
  },
  {
    articleNumber: '3080',
    name: 'Tungolje 500 ml',
    category: 'Treolje',
    description:
      '<p><strong>Tungolje</strong> gir en vannavvisende, fleksibel overflate som fremhever treets struktur og årringer med en lett gyllen tone.</p>' +
      '<p>Passer til møbler, bordplater og dreide gjenstander innendørs. Ikke for lakkerte flater.</p>' +
      '<ul><li>Vannavvisende</li><li>Fremhever årringene</li><li>Fleksibel overflate som ikke flasser</li></ul>',
    instructions:
      '<ol><li>Slip og rengjør overflaten.</li><li>Påfør et tynt lag med klut.</li><li>Tørk av overskuddet etter 15 minutter.</li><li>Gjenta 2–3 ganger med ett døgns mellomrom.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann.</p>',
    colour: '#9a6a2e',
    packaging: 'bottle',
  },
  {
    articleNumber: '3090',
    name: 'Hvitolje Eik 500 ml',
    category: 'Treolje',
    description:
      '<p>Hvitpigmentert olje som gir eik og andre lyse tresorter et lyst, nordisk uttrykk og motvirker at treet gulner.</p>' +
      '<p>Til ubehandlede eller tidligere hvitoljede møbler og bordplater innendørs.</p>',
    instructions:
      '<ol><li>Rist flasken godt – pigmentet bunnfelles.</li><li>Påfør et jevnt lag med klut i treets fiberretning.</li><li>Tørk av overskuddet etter 10–15 minutter.</li><li>La tørke i ett døgn.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann.</p>',
    colour: '#ede4d3',
    packaging: 'bottle',
  },

  // ---------------------------------------------------------------- Lærpleie
  {
    articleNumber: '4010',
    name: 'Lærbalsam 200 ml',
    category: 'Lærpleie',
    description:
      '<p><strong>Lærbalsam</strong> pleier, mykgjør og beskytter glatt lær på sofaer, lenestoler, bilseter og vesker. Balsamen tilfører fett og fuktighet, slik at læret holder seg mykt og smidig.</p>' +
      '<p>Egnet for glatt, pigmentert og semianilin lær. Ikke for semsket skinn eller nubuk.</p>' +
      '<ul><li>Gjør læret mykt og smidig</li><li>Motvirker sprekker og uttørking</li><li>Fargeløs</li></ul>',
    instructions:
      '<ol><li>Rengjør læret med skinnrens og la det tørke.</li><li>Test balsamen på et lite synlig sted.</li><li>Påfør et tynt lag med en myk klut i sirkelbevegelser.</li><li>La trekke inn i ca. 15 minutter.</li><li>Poler lett med en tørr klut.</li></ol>',
    youtubeUrl: 'https://www.youtube.com/shorts/Lb9-Xe3WqP0',
    highlightText: 'Gjør læret mykt igjen',
    highlightDescription: 'Tilfører fett og fuktighet som holder lærmøblene myke og smidige i mange år.',
    colour: '#4b2e1e',
    packaging: 'jar',
  },
  {
    articleNumber: '4020',
    name: 'Skinnrens Spray 500 ml',
    category: 'Lærpleie',
    description:
      '<p>Skånsom <strong>skinnrens</strong> som fjerner smuss, fett og hverdagsflekker fra lærmøbler, bilseter og lærklær.</p>' +
      '<p>Egnet for glatt og pigmentert lær. Bruk lærbalsam etter rengjøring for best resultat.</p>',
    instructions:
      '<ol><li>Spray på en fuktig, myk klut eller svamp.</li><li>Rengjør læret med lette, sirkulære bevegelser.</li><li>Tørk av med en ren, fuktig klut.</li><li>La læret tørke før du påfører lærbalsam.</li></ol>',
    youtubeUrl: 'https://www.youtube.com/shorts/Xr1cV8bN5mK',
    colour: '#5c3b28',
    packaging: 'spray',
  },
  {
    articleNumber: '4030',
    name: 'Lærrens Mild 250 ml',
    category: 'Lærpleie',
    description:
      '<p>Ekstra mild lærrens for lyst og ømfintlig lær. Løser opp smuss og fett uten å tørke ut læret.</p>' +
      '<p>Passer til glatt lær på sofaer, stoler, vesker og sko.</p>' +
      '<ul><li>pH-balansert</li><li>Uten løsemidler</li><li>Egnet for lyst lær</li></ul>',
    instructions:
      '<ol><li>Rist flasken.</li><li>Påfør litt rens på en fuktig svamp.</li><li>Rengjør med lette bevegelser.</li><li>Tørk av med en ren klut.</li></ol>',
    colour: '#6e4a33',
    packaging: 'bottle',
  },
  {
    articleNumber: '4040',
    name: 'Lærpleiesett Sofa',
    category: 'Lærpleie',
    description:
      '<p>Alt du trenger for å rengjøre og pleie lærsofaen: <strong>skinnrens 250 ml, lærbalsam 200 ml</strong>, en rengjøringssvamp og en polerklut.</p>' +
      '<p>Egnet for glatt og pigmentert lær. Ikke for semsket skinn eller nubuk.</p>',
    instructions:
      '<ol><li>Støvsug sofaen med myk børste.</li><li>Rengjør læret med skinnrens og svamp.</li><li>La tørke i ca. 30 minutter.</li><li>Påfør lærbalsam i et tynt lag.</li><li>Poler med polerkluten.</li></ol>' +
      '<p>Gjenta behandlingen to til fire ganger i året.</p>',
    youtubeUrl: 'https://youtu.be/Jy3pL6tD8vH',
    highlightText: 'Komplett pleie',
    highlightDescription: 'Rens, balsam, svamp og klut i én eske – alt du trenger for en pen lærsofa.',
    colour: '#3e2619',
    packaging: 'kit',
  },
  {
    articleNumber: '4050',
    name: 'Lærimpregnering Spray 400 ml',
    category: 'Lærpleie',
    description:
      '<p>Impregnering som gjør lær mer motstandsdyktig mot vann, fett og flekker, uten å påvirke pusteevnen.</p>' +
      '<p>Til glatt lær, semsket skinn og nubuk på møbler, sko og vesker. PFAS-fri formel.</p>',
    instructions:
      '<ol><li>Rengjør og tørk læret.</li><li>Rist boksen godt.</li><li>Spray jevnt fra ca. 20–30 cm avstand.</li><li>La tørke i minst 2 timer.</li></ol>' +
      '<p>Trykkbeholder: Kan revne ved oppvarming. Brukes utendørs eller i godt ventilert rom.</p>',
    colour: '#53362a',
    packaging: 'spray',
  },
  {
    articleNumber: '4060',
    name: 'Lærfarge Mørkebrun 150 ml',
    category: 'Lærpleie',
    description:
      '<p><strong>Lærfarge</strong> frisker opp falmet og slitt pigmentert lær og dekker små skrubbsår og slitemerker.</p>' +
      '<p>Til pigmentert lær på sofaer, stoler og bilseter. Ikke for anilinlær, semsket skinn eller nubuk.</p>',
    instructions:
      '<ol><li>Rengjør læret grundig med skinnrens.</li><li>Test fargen på et lite synlig sted.</li><li>Påfør tynt med svamp og la tørke.</li><li>Påfør flere tynne lag ved behov.</li><li>Avslutt med lærbalsam etter ett døgn.</li></ol>',
    colour: '#3a2216',
    packaging: 'tube',
  },
  {
    articleNumber: '4070',
    name: 'Nubuk- og Semskrens 200 ml',
    category: 'Lærpleie',
    description:
      '<p>Skumrens spesielt utviklet for <strong>nubuk og semsket skinn</strong>. Fjerner smuss og flekker og løfter luggen uten å gjøre skinnet hardt.</p>' +
      '<p>Passer til møbler, sko, vesker og jakker.</p>',
    instructions:
      '<ol><li>Børst bort løst smuss med en myk børste.</li><li>Påfør litt rens på en fuktig svamp.</li><li>Rengjør hele flaten jevnt for å unngå ringer.</li><li>La tørke og børst opp luggen.</li></ol>',
    colour: '#7a5a44',
    packaging: 'bottle',
  },
  {
    articleNumber: '4080',
    name: 'Sadelsåpe 200 g',
    category: 'Lærpleie',
    description:
      '<p>Klassisk <strong>sadelsåpe</strong> med glyserin som rengjør og pleier kraftig lær på en gang.</p>' +
      '<p>Til sadler, seletøy, lærvesker, belter og robuste lærmøbler. Ikke for semsket skinn.</p>' +
      '<ul><li>Rengjør og pleier</li><li>Med glyserin</li><li>Drøy i bruk</li></ul>',
    instructions:
      '<ol><li>Fukt en svamp lett med vann.</li><li>Gni svampen mot såpen til det danner seg skum.</li><li>Rengjør læret med sirkulære bevegelser.</li><li>Tørk av med en ren klut og la lufttørke.</li></ol>',
    colour: '#8a5a2b',
    packaging: 'jar',
  },

  // ---------------------------------------------------------------- Gulvbeskyttelse
  {
    articleNumber: '5010',
    name: 'Parkettrens 1 l',
    category: 'Gulvbeskyttelse',
    description:
      '<p><strong>Parkettrens</strong> er et konsentrert, pH-nøytralt rengjøringsmiddel for lakkerte og oljede tregulv og parkett.</p>' +
      '<p>Fjerner smuss og fett uten å skade gulvets overflate eller etterlate striper.</p>' +
      '<ul><li>pH-nøytral</li><li>Ingen striper</li><li>Drøy – 1 liter gir opptil 100 vask</li></ul>',
    instructions:
      '<ol><li>Bland ca. 0,5 dl parkettrens i 5 liter lunkent vann.</li><li>Vask med en godt oppvridd mopp – bruk så lite vann som mulig.</li><li>Tørk opp eventuelt vann som blir stående.</li></ol>',
    youtubeUrl: 'https://www.youtube.com/v/Pq8Rz3_Tn6w',
    highlightText: 'Skånsom mot gulvet',
    highlightDescription: 'Den pH-nøytrale formelen rengjør grundig uten å tære på lakk eller olje.',
    colour: '#9bb7c9',
    packaging: 'bottle',
  },
  {
    articleNumber: '5020',
    name: 'Parkettpleie Blank 1 l',
    category: 'Gulvbeskyttelse',
    description:
      '<p>Pleiemiddel som fornyer glansen og legger et tynt slitelag på <strong>lakkert</strong> parkett og tregulv.</p>' +
      '<p>Fyller ut mikroriper og gjør gulvet mer motstandsdyktig mot slitasje. Ikke for oljede eller såpebehandlede gulv.</p>',
    instructions:
      '<ol><li>Rengjør gulvet grundig med parkettrens og la tørke.</li><li>Rist flasken.</li><li>Påfør ufortynnet i et tynt, jevnt lag med en flat mopp.</li><li>La tørke i ca. 1 time før gulvet tas i bruk.</li></ol>',
    colour: '#c9a56b',
    packaging: 'bottle',
  },
  {
    articleNumber: '5030',
    name: 'Parkettpleie Matt 1 l',
    category: 'Gulvbeskyttelse',
    description:
      '<p>Matt pleiemiddel for <strong>lakkert</strong> parkett og tregulv med matt eller silkematt lakk.</p>' +
      '<p>Fornyer overflaten og beskytter mot slitasje uten å øke glansen. Ikke for oljede eller såpebehandlede gulv.</p>',
    instructions:
      '<ol><li>Rengjør gulvet og la det tørke.</li><li>Rist flasken.</li><li>Påfør et tynt lag med en flat mopp.</li><li>La tørke i ca. 1 time.</li></ol>',
    colour: '#bfa27a',
    packaging: 'bottle',
  },
  {
    articleNumber: '5040',
    name: 'Pleieolje for Gulv 1 l',
    category: 'Gulvbeskyttelse',
    description:
      '<p>Vedlikeholdsolje for <strong>oljede</strong> tregulv og parkett. Fornyer slitte og matte partier og gir gulvet ny beskyttelse.</p>' +
      '<p>Passer til oljet eik, ask, bøk og furu. Ikke for lakkerte gulv.</p>',
    instructions:
      '<ol><li>Rengjør gulvet og la det tørke helt.</li><li>Påfør et tynt lag olje med klut eller polermaskin.</li><li>La trekke inn i 15–20 minutter.</li><li>Tørk av all overskuddsolje.</li><li>La gulvet tørke i minst 12 timer før bruk.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller i en tett lukket metallbeholder.</p>',
    colour: '#b88a4a',
    packaging: 'can',
  },
  {
    articleNumber: '5050',
    name: 'Filtknotter Selvklebende 48 stk',
    category: 'Gulvbeskyttelse',
    description:
      '<p>Selvklebende <strong>filtknotter</strong> som beskytter tregulv og parkett mot riper fra stoler, bord og andre møbler.</p>' +
      '<p>Pakken inneholder runde knotter i tre størrelser. Møblene glir lett og stille over gulvet.</p>' +
      '<ul><li>Kraftig lim</li><li>Tre størrelser</li><li>Til alle harde gulv</li></ul>',
    instructions:
      '<ol><li>Rengjør og tørk undersiden av møbelbeina.</li><li>Velg riktig størrelse.</li><li>Fjern beskyttelsespapiret og trykk knotten godt fast.</li><li>Vent et døgn før møbelet flyttes mye.</li></ol>',
    colour: '#9e9589',
    packaging: 'kit',
  },

  // ---------------------------------------------------------------- Reparasjonsprodukter
  {
    articleNumber: '6010',
    name: 'Ripefjerner Mørk Eik 100 ml',
    category: 'Reparasjonsprodukter',
    description:
      '<p><strong>Ripefjerner</strong> skjuler små riper og slitemerker i møbler og treverk. Den fargede væsken trekker inn i ripen og farger det lyse treet slik at skaden nesten forsvinner.</p>' +
      '<p>Tilpasset mørk eik, mørkbeiset furu og tilsvarende farger.</p>',
    instructions:
      '<ol><li>Rengjør området rundt ripen.</li><li>Rist flasken godt.</li><li>Påfør litt væske på en klut og gni over ripen.</li><li>Tørk straks av overskudd fra den uskadde flaten.</li></ol>',
    youtubeUrl: 'https://youtu.be/Wd2_cF7hJ4s',
    highlightText: 'Riper forsvinner',
    highlightDescription: 'Den fargede væsken trekker inn i ripen slik at skaden nesten blir usynlig.',
    colour: '#5b3a1f',
    packaging: 'bottle',
  },
  {
    articleNumber: '6020',
    name: 'Ripefjerner Lys Eik 100 ml',
    category: 'Reparasjonsprodukter',
    description:
      '<p>Ripefjerner for lyse tresorter som lys eik, bjørk, ask og furu. Skjuler små riper og slitemerker raskt og enkelt.</p>' +
      '<p>Egnet for lakkerte og oljede møbler og treverk.</p>',
    instructions: '<ol><li>Rengjør området.</li><li>Rist flasken.</li><li>Gni inn litt væske over ripen med en klut.</li><li>Tørk av overskudd.</li></ol>',
    colour: '#c9a46c',
    packaging: 'bottle',
  },
  {
    articleNumber: '6030',
    name: 'Ripefjerner Mahogni 100 ml',
    category: 'Reparasjonsprodukter',
    description:
      '<p>Ripefjerner med varm, rødbrun tone for mahogni, kirsebær og rødbeisede møbler.</p>' +
      '<p>Skjuler små riper og slitte kanter på lakkerte og oljede flater.</p>',
    instructions: '<ol><li>Rengjør området.</li><li>Rist flasken.</li><li>Påfør sparsomt over ripen med en klut.</li><li>Tørk av overskudd.</li></ol>',
    colour: '#6a2e1f',
    packaging: 'bottle',
  },
  {
    articleNumber: '6040',
    name: 'Voksstifter Reparasjonssett 8 farger',
    category: 'Reparasjonsprodukter',
    description:
      '<p>Sett med <strong>åtte voksstifter</strong> i ulike trefarger for utfylling av dypere riper, hakk og små hull i møbler, lister, dører og laminat.</p>' +
      '<p>Fargene kan blandes for å treffe nyansen nøyaktig. Med plastsparkel og polerklut.</p>' +
      '<ul><li>Åtte trefarger fra lys bjørk til mørk valnøtt</li><li>Fargene kan blandes</li><li>Til tre, finér og laminat</li></ul>',
    instructions:
      '<ol><li>Velg en farge som er litt mørkere enn treet.</li><li>Gni voksstiften over skaden til den er fylt.</li><li>Stryk av overskudd med plastsparkelen.</li><li>Poler lett med kluten.</li></ol>',
    colour: '#8b5a2b',
    packaging: 'kit',
  },
  {
    articleNumber: '6050',
    name: 'Vannflekkfjerner 150 ml',
    category: 'Reparasjonsprodukter',
    description:
      '<p>Fjerner <strong>hvite ringer</strong> og matte flekker etter vann, varme kopper og fuktige glass på lakkerte og polerte møbler.</p>' +
      '<p>Den milde pastaen inneholder et svært fint polermiddel. Ikke egnet for oljede eller ubehandlede overflater.</p>',
    instructions:
      '<ol><li>Påfør litt pasta på en myk, tørr klut.</li><li>Gni lett over flekken i treets fiberretning.</li><li>Kontroller resultatet ofte og stopp når flekken er borte.</li><li>Avslutt med møbelpolish.</li></ol>',
    colour: '#e9e4da',
    packaging: 'jar',
  },
  {
    articleNumber: '6060',
    name: 'Trekitt Natur 75 g',
    category: 'Reparasjonsprodukter',
    description:
      '<p>Vannbasert <strong>trekitt</strong> for utfylling av hull, sprekker og skader i tre. Kittet kan slipes, beises, males og lakkeres når det har tørket.</p>' +
      '<p>Til møbler, lister, dørkarmer og annet treverk innendørs.</p>',
    instructions:
      '<ol><li>Fjern løse fibre og støv.</li><li>Fyll skaden med kitt ved hjelp av en sparkel, litt over flaten.</li><li>La tørke i 1–2 timer, lenger for dype skader.</li><li>Slip plant med fint sandpapir.</li><li>Behandle overflaten som resten av treet.</li></ol>',
    colour: '#d2b48c',
    packaging: 'tube',
  },

  // ---------------------------------------------------------------- Spesialprodukter
  {
    articleNumber: '7010',
    name: 'Pianopolish 250 ml',
    category: 'Spesialprodukter',
    description:
      '<p>Fin <strong>pianopolish</strong> for høyglanslakkerte flater som pianoer, flygler og høyglansmøbler.</p>' +
      '<p>Fjerner fingermerker og støv og gir en dyp, speilblank glans uten striper.</p>',
    instructions:
      '<ol><li>Fjern støv med en myk, tørr klut.</li><li>Påfør litt polish på en ren mikrofiberklut.</li><li>Tørk over flaten med lette bevegelser.</li><li>Poler etter med en tørr mikrofiberklut.</li></ol>' +
      '<p>Unngå å få polish på tangenter og strenger.</p>',
    youtubeUrl: 'https://www.youtube.com/watch?v=aZ3kN9-uY1e',
    colour: '#1f1f1f',
    packaging: 'bottle',
  },
  {
    articleNumber: '7020',
    name: 'Marmor- og Steinpleie 500 ml',
    category: 'Spesialprodukter',
    description:
      '<p>Rengjør og pleier bordplater, benkeplater og vinduskarmer av <strong>marmor, granitt og annen naturstein</strong>.</p>' +
      '<p>Den pH-nøytrale formelen er skånsom mot kalkholdig stein, som tåler dårlig syreholdige rengjøringsmidler.</p>',
    instructions: '<ol><li>Påfør litt pleiemiddel på en fuktig klut.</li><li>Tørk over steinen.</li><li>Tørk etter med en tørr klut.</li></ol>',
    colour: '#dcdcd6',
    packaging: 'bottle',
  },
  {
    articleNumber: '7030',
    name: 'Messingpuss 150 ml',
    category: 'Spesialprodukter',
    description:
      '<p>Puss for <strong>messing, kobber og bronse</strong> – for eksempel møbelbeslag, håndtak, lysestaker og dørvridere.</p>' +
      '<p>Fjerner oksid og gir metallet glansen tilbake. Ikke for lakkert messing eller forgylte flater.</p>',
    instructions:
      '<ol><li>Demonter beslagene fra møbelet om mulig.</li><li>Påfør litt puss med en myk klut.</li><li>Gni til oksidet løsner.</li><li>Poler med en ren, tørr klut.</li></ol>' +
      '<p>Bruk hansker. Oppbevares utilgjengelig for barn.</p>',
    colour: '#b8962e',
    packaging: 'jar',
  },
  {
    articleNumber: '7040',
    name: 'Rottingpleie Spray 400 ml',
    category: 'Spesialprodukter',
    description:
      '<p>Pleie for møbler av <strong>rotting, kurv, bambus og flettverk</strong>. Tilfører fuktighet som holder flettverket smidig og forebygger sprekker.</p>' +
      '<p>Til innendørs møbler av naturlige materialer.</p>',
    instructions:
      '<ol><li>Børst eller støvsug bort støv.</li><li>Spray jevnt fra ca. 20 cm avstand.</li><li>Tørk av overskudd med en klut.</li><li>La tørke i ca. 1 time.</li></ol>' +
      '<p>Trykkbeholder: Kan revne ved oppvarming.</p>',
    colour: '#c9a86a',
    packaging: 'spray',
  },

  // ---------------------------------------------------------------- Tekstil
  {
    articleNumber: '8010',
    name: 'Tekstilimpregnering 400 ml',
    category: 'Tekstil',
    description:
      '<p><strong>Tekstilimpregnering</strong> gjør møbelstoff, puter og gardiner vann- og smussavvisende uten å endre stoffets farge eller følelse.</p>' +
      '<p>PFAS-fri formel. Egnet for de fleste møbelstoffer av bomull, lin, ull og syntetiske fibre.</p>' +
      '<ul><li>Vann- og smussavvisende</li><li>PFAS-fri</li><li>Påvirker ikke pusteevnen</li></ul>',
    instructions:
      '<ol><li>Støvsug og rengjør stoffet.</li><li>Test på et lite synlig sted.</li><li>Rist boksen og spray jevnt fra 20–30 cm avstand.</li><li>La tørke i minst 4 timer før bruk.</li></ol>' +
      '<p>Trykkbeholder: Kan revne ved oppvarming. Brukes utendørs eller i godt ventilert rom.</p>',
    youtubeUrl: 'https://www.youtube.com/v/Bn7wS2eQx5R',
    highlightText: 'Beskytter uten PFAS',
    highlightDescription: 'Gjør møbelstoffet vann- og smussavvisende med en formel helt uten fluorkarboner.',
    colour: '#4a6d8c',
    packaging: 'spray',
  },
  {
    articleNumber: '8020',
    name: 'Møbeltekstilrens 500 ml',
    category: 'Tekstil',
    description:
      '<p>Skumrens for stoppede møbler, bilseter og tepper. Løser opp smuss og flekker og fornyer fargene.</p>' +
      '<p>Egnet for de fleste vannfaste møbelstoffer. Ikke for silke eller stoffer merket med «kun rens».</p>',
    instructions:
      '<ol><li>Støvsug møbelet.</li><li>Test på et lite synlig sted.</li><li>Spray på og arbeid inn med en myk børste.</li><li>Tørk av med en fuktig klut og la tørke.</li><li>Støvsug når stoffet er helt tørt.</li></ol>',
    colour: '#6f93b0',
    packaging: 'spray',
  },
  {
    articleNumber: '8030',
    name: 'Flekkfjerner Tekstil 250 ml',
    category: 'Tekstil',
    description:
      '<p>Effektiv <strong>flekkfjerner</strong> for fett-, kaffe-, vin- og matflekker på møbelstoff og tepper.</p>' +
      '<p>Virker best på ferske flekker. Egnet for vannfaste tekstiler.</p>',
    instructions:
      '<ol><li>Tørk opp så mye som mulig av flekken med et tørkepapir.</li><li>Påfør litt flekkfjerner på en hvit klut.</li><li>Dupp flekken fra kanten og inn mot midten – ikke gni.</li><li>Dupp etter med en klut fuktet i rent vann.</li></ol>',
    colour: '#8fb3cf',
    packaging: 'bottle',
  },
  {
    articleNumber: '8040',
    name: 'Tekstilfrisker Lin 500 ml',
    category: 'Tekstil',
    description:
      '<p>Fjerner vond lukt fra sofaer, puter, gardiner og tepper og etterlater en frisk, diskré duft av nyvasket lin.</p>' +
      '<p>Nøytraliserer lukt i stedet for å bare dekke den. Egnet for de fleste tekstiler.</p>',
    instructions: '<ol><li>Test på et lite synlig sted.</li><li>Spray lett fra ca. 30 cm avstand.</li><li>La tekstilen lufttørke.</li></ol>',
    colour: '#b7c9d6',
    packaging: 'spray',
  },

  // ---------------------------------------------------------------- Diverse
  {
    articleNumber: '9010',
    name: 'Polerklut Mikrofiber 2 stk',
    category: 'Diverse',
    description:
      '<p>Myke <strong>polerkluter i mikrofiber</strong> som fanger støv og gir en stripefri glans ved polering av møbler, piano og glassflater.</p>' +
      '<p>Kan vaskes i maskin opptil 60 °C.</p>',
    instructions:
      '<ol><li>Bruk kluten tørr til støvtørking og polering.</li><li>Vask uten tøymykner for å bevare evnen til å fange støv.</li><li>La lufttørke.</li></ol>',
    colour: '#a0a4a8',
    packaging: 'kit',
  },
  {
    articleNumber: '9020',
    name: 'Pleieservietter Tre 20 stk',
    category: 'Diverse',
    description:
      '<p>Fuktede servietter med mild møbelpolish for rask rengjøring og pleie av lakkerte møbler.</p>' +
      '<p>Praktiske å ha i skuffen, på hytta eller i båten.</p>',
    instructions:
      '<ol><li>Ta ut en serviett og lukk lokket godt.</li><li>Tørk over møbelet i treets fiberretning.</li><li>Poler etter med en tørr klut ved behov.</li></ol>',
    colour: '#c89b5e',
    packaging: 'jar',
  },
  {
    articleNumber: '9030',
    name: 'Påføringssvamper 3 stk',
    category: 'Diverse',
    description:
      '<p>Myke svamper for jevn påføring av olje, voks, lærbalsam og pleiemidler.</p>' + '<p>Lofrie og formstabile – kan skylles og brukes flere ganger.</p>',
    instructions:
      '<ol><li>Fukt svampen lett med produktet.</li><li>Påfør i tynne lag.</li><li>Skyll svampen i vann eller såpevann etter bruk.</li></ol>' +
      '<p>Svamper med olje kan selvantenne. Legg brukte svamper i vann.</p>',
    colour: '#e0c341',
    packaging: 'kit',
  },
  {
    articleNumber: '9040',
    name: 'Stålull 0000 Ekstra Fin 200 g',
    category: 'Diverse',
    description:
      '<p>Ekstra fin stålull (grad 0000) for påføring av voks, matting av overflater og lett sliping mellom strøk.</p>' +
      '<p>Egnet for bruk med møbelvoks og olje. Bruk ikke på eik som skal behandles med vannbaserte produkter, da stålrester kan gi mørke flekker.</p>',
    instructions: '<ol><li>Riv av en passende bit.</li><li>Arbeid lett i treets fiberretning.</li><li>Fjern alt støv og rester før neste behandling.</li></ol>',
    colour: '#9a9a9a',
    packaging: 'kit',
  },
  {
    articleNumber: '9050',
    name: 'Gavesett Møbelpleie',
    category: 'Diverse',
    description:
      '<p>En fin gave til den som har alt – eller som nettopp har kjøpt nye møbler. Settet inneholder <strong>Møbelpolish Klassisk 250 ml, Møbelvoks Natur 370 ml</strong>, en polerklut og en brosjyre med pleieråd.</p>' +
      '<p>Levert i en pen gaveeske.</p>',
    instructions:
      '<ol><li>Se bruksanvisningen på hvert enkelt produkt.</li><li>Bruk polish på lakkerte flater og voks på voksede eller ubehandlede flater.</li><li>Poler med den medfølgende kluten.</li></ol>',
    colour: '#7a4a2a',
    packaging: 'kit',
  },

  // ---------------------------------------------------------------- EDEN Hageprodukter
  {
    articleNumber: 'E-710',
    name: 'Hagemøbelolje 1 l',
    category: 'EDEN Hageprodukter',
    description:
      '<p><strong>EDEN Hagemøbelolje</strong> beskytter hagemøbler av tre mot sol, regn og uttørking. UV-filteret bremser gråningen og bevarer treets naturlige farge lenger.</p>' +
      '<p>Til teak, eukalyptus, akasie, furu og andre tresorter utendørs. Ikke for malte eller lakkerte møbler.</p>' +
      '<ul><li>Med UV-filter</li><li>Vannavvisende</li><li>Bremser gråning</li></ul>',
    instructions:
      '<ol><li>Rengjør møblene med hagemøbelrens og la dem tørke i minst ett døgn.</li><li>Rist boksen godt.</li><li>Påfør oljen med pensel i treets fiberretning.</li><li>Tørk av overskuddsolje etter 20 minutter.</li><li>Behandle gjerne to ganger i sesongen.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller brenn dem.</p>',
    youtubeUrl: 'https://www.youtube.com/watch?v=Gh6tY0pLs3Q',
    highlightText: 'Klar for sommeren',
    highlightDescription: 'UV-filteret bremser gråningen og holder hagemøblene vakre gjennom hele sesongen.',
    colour: '#4f7a3a',
    packaging: 'can',
  },
  {
    articleNumber: 'E-720',
    name: 'Hagemøbelrens 1 l',
    category: 'EDEN Hageprodukter',
    description:
      '<p>Kraftig rengjøring for hagemøbler av tre. Fjerner smuss, alger, pollen og gammel olje før ny behandling.</p>' +
      '<p>Egnet for teak, eukalyptus, akasie og furu.</p>',
    instructions:
      '<ol><li>Bland 1 del rens med 5 deler vann.</li><li>Skrubb møblene med en stiv børste i treets fiberretning.</li><li>Skyll grundig med vann.</li><li>La tørke i minst ett døgn før oljing.</li></ol>' +
      '<p>Bruk hansker. Beskytt planter mot søl.</p>',
    colour: '#5f8f45',
    packaging: 'bottle',
  },
  {
    articleNumber: 'E-730',
    name: 'Terrasseolje Natur 3 l',
    category: 'EDEN Hageprodukter',
    description:
      '<p><strong>EDEN Terrasseolje</strong> trenger dypt inn i terrassebord og beskytter mot fukt, sprekkdannelse og uttørking.</p>' +
      '<p>Passer til trykkimpregnert furu, lerk, varmebehandlet tre og hardtre. Ikke for malte eller beisede terrasser.</p>',
    instructions:
      '<ol><li>Rengjør terrassen og la den tørke i minst 2–3 døgn.</li><li>Rør godt om i spannet.</li><li>Påfør oljen med pensel eller terrassekost, to til tre bord om gangen.</li><li>Fjern overskudd som ikke har trukket inn etter 30 minutter.</li><li>Unngå å påføre i direkte sol eller ved regn.</li></ol>' +
      '<p>Kluter med olje kan selvantenne. Legg brukte kluter i vann eller brenn dem.</p>',
    highlightText: 'For norske forhold',
    highlightDescription: 'Utviklet for å tåle fuktige høster, frost og sterk sommersol.',
    colour: '#3f6b30',
    packaging: 'can',
  },
  {
    articleNumber: 'E-740',
    name: 'Grånefjerner 1 l',
    category: 'EDEN Hageprodukter',
    description:
      '<p>Fjerner grå, værbitt overflate på hagemøbler og terrasser og gir treet tilbake sin naturlige farge.</p>' +
      '<p>Særlig effektiv på teak og hardtre. Avslutt alltid med hagemøbelolje.</p>',
    instructions:
      '<ol><li>Fukt treet med vann.</li><li>Påfør grånefjerneren med pensel.</li><li>La virke i 10–15 minutter og skrubb med en stiv børste.</li><li>Skyll grundig med rikelig vann.</li><li>La tørke i minst to døgn før oljing.</li></ol>' +
      '<p>Inneholder syre. Bruk hansker og vernebriller.</p>',
    colour: '#6b8e4e',
    packaging: 'bottle',
  },
  {
    articleNumber: 'E-750',
    name: 'Hagetekstil Impregnering 500 ml',
    category: 'EDEN Hageprodukter',
    description:
      '<p>Impregnering for hageputer, parasoller, markiser og møbeltrekk utendørs. Gjør tekstilene vann- og smussavvisende.</p>' +
      '<p>PFAS-fri. Egnet for polyester, akryl og bomull.</p>',
    instructions:
      '<ol><li>Rengjør og tørk tekstilene.</li><li>Spray jevnt fra ca. 20 cm avstand til stoffet er fuktig.</li><li>La tørke i minst 12 timer, gjerne i skyggen.</li></ol>',
    colour: '#2f5e2a',
    packaging: 'spray',
  },
  {
    articleNumber: 'E-760',
    name: 'Plastmøbelrens 1 l',
    category: 'EDEN Hageprodukter',
    description:
      '<p>Rengjøring for hagemøbler av plast, kompositt, kunstrotting og aluminium. Fjerner grønske, smuss og fuglemøkk.</p>' +
      '<p>Skånsom mot overflaten og gir møblene et friskere utseende.</p>',
    instructions:
      '<ol><li>Bland 1 del rens med 10 deler vann.</li><li>Vask møblene med en myk børste eller svamp.</li><li>Skyll med rent vann og la tørke.</li></ol>',
    colour: '#7aa05a',
    packaging: 'bottle',
  },
];
