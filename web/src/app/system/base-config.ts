/**
 * Chakra's default theme (`defaultConfig` is `defaultBaseConfig` merged with this, see
 * @chakra-ui/react/dist/esm/preset.js and theme/index.js) with the recipes cut to the ones the
 * app uses (./recipes.ts). Tokens, semantic tokens, text and layer styles, keyframes, global css
 * and breakpoints stay whole: recipes and `sx`-style props throughout the app refer to them.
 */
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

const trimmedThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const baseConfig = mergeConfigs(defaultBaseConfig, trimmedThemeConfig);
