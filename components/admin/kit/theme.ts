'use client';
import { createTheme } from '@mui/material/styles';
import { nbNO } from '@mui/material/locale';
import { LinkBehavior } from './LinkBehavior';

/** The outline of a text field at rest: the site's one field-border colour (app/globals.css, loaded by the root layout). */
const FIELD_BORDER = 'var(--field-border)';

/** The site's MUI theme: warm wood tones, Norwegian component texts (nbNO). */
export const theme = createTheme(
  {
    cssVariables: true,
    palette: {
      mode: 'light',
      primary: { main: '#6b4226', light: '#8d6446', dark: '#4a2c18', contrastText: '#ffffff' },
      secondary: { main: '#2f5d3a', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      // Darker than MUI's defaults, so white text on a filled chip or button meets WCAG AA (4.5:1).
      info: { main: '#0b6a9e' },
      warning: { main: '#b45309' },
      background: { default: '#faf7f2', paper: '#ffffff' },
      text: { primary: '#2b2118', secondary: '#5e5247' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // System fonts: no web-font download delays the first paint (Roboto where the system has it).
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h1: { fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.15 },
      h2: { fontWeight: 700, fontSize: '2rem' },
      h3: { fontWeight: 600, fontSize: '1.5rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
      // MUI's outline (black at 23 %) is 1.7:1 on the page: the site's field border instead, 3.9:1 on
      // the page and 4.1:1 on white (WCAG 1.4.11; the public fields' --field-border in app/globals.css).
      MuiOutlinedInput: {
        styleOverrides: {
          notchedOutline: { borderColor: FIELD_BORDER },
        },
      },
      MuiLink: { defaultProps: { component: LinkBehavior } },
    },
  },
  nbNO,
);
