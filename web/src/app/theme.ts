import { createSystem, defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import { baseConfig } from './system/base-config';

/**
 * Chakra's default system (its recipes cut to the components the app uses: system/recipes.ts)
 * with the colour pairs that failed WCAG 2.1 AA (4.5:1 for normal text)
 * mended at their source, so no screen has to. Ratios are against white text or a white page.
 *
 * - Solid orange (the primary button): white on orange.600 #ea580c is 3.55:1. The solid colour is
 *   now orange.700, redefined as #c2410c (Chakra's own 700, #92310a, reads brown): 5.18:1. The
 *   same step is orange.fg (orange text, outline buttons), 5.18:1 on white, 4.52:1 on orange.subtle.
 * - Solid hover / open menu trigger: Chakra lightens to 90 % (white on it 4.42:1 or less); here it
 *   darkens instead, which keeps every palette's white text above its resting contrast.
 * - fg.error red.500 #ef4444 is 3.76:1: red.600 #dc2626, 4.83:1. fg.warning orange.600 is
 *   3.55:1: orange.700, 5.18:1. fg.success green.600 #16a34a is 3.30:1: green.700, 6.8:1.
 *
 * - Toasts: Chakra's success toast is white on green.600 (3.30:1) and dims its description to
 *   80 % (2.63:1; 3.85:1 on the orange warning); in dark mode orange.solid is orange.500. Toasts
 *   keep one look in both modes here: green.700, red.700 (#b91c1c, 6.47:1) and orange.700 behind
 *   white text at full opacity.
 *
 * Dark values are Chakra's unless named here; the accessibility suite scans every screen in both
 * modes.
 */
const darkenedSolid = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';

const config = defineConfig({
  // The logo is plain markup (the landing shows it before Chakra): its name's colours follow the mode here.
  globalCss: {
    '.dark': { '--solarcred-logo-fg': '#f8fafc', '--solarcred-logo-accent': '#fb923c' },
    // Asked for less motion (WCAG 2.3.3), dialogs, menus, toasts and popovers appear and leave at
    // once; with a zero duration their presence logic unmounts them without waiting for an event.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0s !important',
        animationDelay: '0s !important',
        transitionDuration: '0s !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        orange: { 700: { value: '#c2410c' } },
      },
    },
    semanticTokens: {
      colors: {
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
    slotRecipes: {
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            '&[data-type=success]': { bg: 'green.700', color: 'white' },
            '&[data-type=error]': { bg: 'red.700', color: 'white' },
            '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
          },
          description: { opacity: '1' },
        },
      },
    },
    recipes: {
      // Chakra's skip link shows on focus without a z-index, under the sticky top bar.
      skipNavLink: { base: { _focusVisible: { zIndex: 'skipNav' } } },
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: { _light: darkenedSolid, _dark: 'colorPalette.solid/90' } },
              _expanded: { bg: { _light: darkenedSolid, _dark: 'colorPalette.solid/90' } },
            },
          },
        },
      },
    },
  },
});

export const system = createSystem(baseConfig, config);
