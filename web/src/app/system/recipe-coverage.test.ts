/**
 * The design system carries only the recipes of the components the app renders (recipes.ts). A
 * component whose recipe is missing renders unstyled without any error, so this checks, from the
 * sources and Chakra's build, that every recipe Chakra's default system would apply to an
 * imported component is in ours, and that ours carries none that no component asks for.
 */
import { defaultSystem } from '@chakra-ui/react';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../theme';
import { chakraImports, recipeKeysOf } from './chakra-recipe-keys';

const needs = recipeKeysOf(chakraImports(resolve(import.meta.dirname, '../..')));
const chakraHas = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
const oursHas = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);
const ourKeys = () => {
  const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
  return [...Object.keys(recipes), ...Object.keys(slotRecipes)];
};

describe('design system recipes', () => {
  it('reads what the components look up (the scan still understands Chakra’s build)', () => {
    expect(needs.get('Button')).toContain('button');
    expect(needs.get('Dialog')).toEqual(['dialog']);
    expect(needs.get('CloseButton')).toContain('button');
    expect(needs.has('Stack')).toBe(false);
  });

  it('has the recipe of every Chakra component the app imports', () => {
    const missing = [...needs].flatMap(([name, keys]) => keys.filter((key) => chakraHas(key) && !oursHas(key)).map((key) => `${name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('has no recipe that no imported component looks up', () => {
    const wanted = new Set([...needs.values()].flat());
    expect(ourKeys().filter((key) => !wanted.has(key))).toEqual([]);
  });
});
