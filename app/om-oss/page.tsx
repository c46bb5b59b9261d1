import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import ParkOutlinedIcon from '@mui/icons-material/ParkOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { AboutParagraph, AboutSection } from '@/components/about/AboutSection';
import { AboutStats, type AboutStat } from '@/components/about/AboutStats';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Om oss',
  description:
    'Siden 1915 har vi laget pleieprodukter for tre, lær og møbler. Les om historien vår fra Gøteborg, synet vårt på kvalitet og miljø og hvordan vi hjelper kunder og forhandlere.',
  alternates: { canonical: '/om-oss' },
};

/** Company figures (spec: hard-coded text). */
const STATS: AboutStat[] = [
  { figure: '100+', label: 'års erfaring' },
  { figure: '1915', label: 'grunnlagt i Gøteborg' },
  { figure: '#1', label: 'i kvalitet og innovasjon' },
];

const ICON_SX = { fontSize: 24 } as const;

export default function AboutPage() {
  const site = siteConfig();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 7, md: 9 }, background: 'linear-gradient(160deg, #f4ead9 0%, #faf7f2 60%)' }}
      >
        <Container maxWidth="lg">
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.875rem' }}
          >
            Om oss
          </Typography>
          <Typography id="about-title" variant="h1" component="h1" sx={{ maxWidth: 760 }}>
            Pleie for det som skal vare – siden {site.foundedYear}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, maxWidth: 700, fontWeight: 400, lineHeight: 1.6 }}>
            {site.brandName} har i mer enn hundre år laget produkter som rengjør, beskytter og fornyer tre, lær og møbler.
            Det som begynte på et lite snekkerverksted i Gøteborg, er i dag et bredt sortiment som brukes i hjem,
            verksteder og butikker – og som selges gjennom forhandlere over hele Norge.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Button href="/kontakt" variant="contained" size="large">
              Kontakt oss
            </Button>
            <Button href="/forhandlere" variant="outlined" size="large">
              Finn forhandler
            </Button>
          </Stack>
          <AboutStats stats={STATS} />
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 } }}>
        <AboutSection id="visjon" title="Vår Visjon" icon={<VisibilityOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Vi vil at ting som er laget for å vare, faktisk skal få vare. Et godt spisebord, en skinnsofa eller et
            eikegulv kan følge en familie gjennom generasjoner – hvis det blir tatt riktig vare på. Vår visjon er å gjøre
            god pleie enkel, trygg og tilgjengelig for alle, enten du er håndverker, møbelhandler eller holder på å sette i
            stand et arvestykke.
          </AboutParagraph>
          <AboutParagraph>
            Vi tror på å ta vare på og reparere framfor å kaste og kjøpe nytt, og på at kunnskap om riktig bruk er like
            viktig som innholdet i flasken.
          </AboutParagraph>
        </AboutSection>

        <AboutSection id="historie" title="Vår Historie" icon={<HistoryEduOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Historien vår begynner i Gøteborg i {site.foundedYear}. På et lite møbelsnekkerverksted begynte man å blande
            sin egen polish for å gi ferdige møbler en vakrere og mer slitesterk overflate. Kundene ville snart kjøpe
            polishen til eget bruk, og verkstedet ble etter hvert en produsent av pleiemidler.
          </AboutParagraph>
          <AboutParagraph>
            Gjennom tiårene har sortimentet vokst fra møbelpolish til oljer, voks, rengjøringsmidler og produkter for
            lærpleie. Oppskriftene er videreutviklet i takt med nye materialer, nye overflatebehandlinger og strengere
            krav til helse og miljø, men grunntanken er den samme som den gang: Produktene skal gjøre jobben, og de skal
            være trygge å bruke.
          </AboutParagraph>
          <AboutParagraph>
            I dag har vi hovedkontor i {site.address.city}, og produktene våre finnes hos forhandlere over hele Norge –
            fra faghandel og møbelbutikker til byggvarehus.
          </AboutParagraph>
        </AboutSection>

        <AboutSection id="kvalitet" title="Kvalitet og Innovasjon" icon={<WorkspacePremiumOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Hvert produkt utvikles og prøves ut på de materialene det er laget for: heltre og finér, oljede, lakkerte og
            voksede overflater, glatt lær og semsket skinn. Nye resepter testes over tid og under realistiske forhold før
            de kommer ut i butikkene, og en oppskrift som fungerer, endrer vi ikke bare for endringens skyld.
          </AboutParagraph>
          <AboutParagraph>
            Samtidig står vi ikke stille. Vi følger utviklingen i møbel- og interiørbransjen og videreutvikler
            sortimentet når kundene møter nye behov. Tilbakemeldinger fra forhandlere og brukere er en viktig del av dette
            arbeidet.
          </AboutParagraph>
        </AboutSection>

        <AboutSection id="miljo" title="Miljøansvar" icon={<ParkOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Produkter som forlenger levetiden til møbler, gulv og lærvarer, er i seg selv et miljøtiltak: Det som blir
            tatt vare på, trenger ikke å erstattes. Vi arbeider kontinuerlig med å redusere miljøpåvirkningen fra
            produktene våre, blant annet ved å velge råvarer og emballasje med omtanke.
          </AboutParagraph>
          <AboutParagraph>
            Tydelige bruksanvisninger og råd om riktig dosering gjør at det ikke brukes mer enn nødvendig. Tom emballasje
            og rester bør leveres til gjenvinning etter anvisningen på etiketten og reglene der du bor.
          </AboutParagraph>
        </AboutSection>

        <AboutSection id="kunder" title="Kundeorientering" icon={<HandshakeOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Det er ikke alltid lett å vite hvilket produkt som passer til hvilken overflate. Derfor legger vi vekt på
            forståelige bruksanvisninger, og vi svarer gjerne på spørsmål – enten du vil fjerne en vannring fra
            spisebordet eller gi en slitt skinnstol nytt liv. Henvendelser på e-post besvarer vi innen 24 timer på
            hverdager.
          </AboutParagraph>
          <AboutParagraph>
            Forhandlerne våre får produktinformasjon, bildemateriell og opplæring gjennom vår egen forhandlerportal, slik
            at du kan få gode råd også når du handler i butikk.
          </AboutParagraph>
        </AboutSection>

        <AboutSection id="fremtiden" title="Fremtiden" icon={<ExploreOutlinedIcon sx={ICON_SX} />}>
          <AboutParagraph>
            Etter mer enn hundre år ser vi fortsatt framover. Vi vil fortsette å utvikle produkter som er effektive,
            enkle å bruke og skånsomme mot både materialer og miljø, og vi vil gjøre kunnskapen om god pleie lettere
            tilgjengelig – i butikken, på nettet og gjennom kurs for forhandlerne våre.
          </AboutParagraph>
          <AboutParagraph>
            Målet er det samme som i {site.foundedYear}: at møblene, gulvene og lærvarene dine skal holde seg vakre i
            mange år til.
          </AboutParagraph>
        </AboutSection>
      </Container>

      <Box component="section" aria-label="Kontakt" sx={{ py: { xs: 6, md: 8 }, bgcolor: '#f4ede4' }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, fontWeight: 700 }}>
            Har du spørsmål om produktene våre, eller vil du bli forhandler?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Vi hjelper deg gjerne med å finne riktig produkt og riktig fremgangsmåte.
          </Typography>
          <Button href="/kontakt" variant="contained" size="large" sx={{ mt: 3 }}>
            Ta kontakt med oss
          </Button>
        </Container>
      </Box>
    </>
  );
}
