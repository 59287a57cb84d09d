import { describe, expect, it } from 'vitest';
import { distributorIds } from '../energy/distributors';
import { energyText as text } from '../energy/energy-text';
import { defaultEnergySettings, energySettingsOf, isStaleEnergySettings, parsePublishedEnergy, type EnergySettingsInput } from '../energy/settings';
import type { EnergySettings } from '../energy/types';
import type { Actor } from './actor';
import { updateEnergySettings } from './energy-settings';

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };

const input = (patch: Partial<EnergySettingsInput> = {}): EnergySettingsInput => {
  const { versao, performance_ratio, crescimento_tarifa_aa_pct, margem_parcela_pct, tarifas, tarifas_fonte, tarifas_vigencia } = defaultEnergySettings();
  return { versao, performance_ratio, crescimento_tarifa_aa_pct, margem_parcela_pct, tarifas, tarifas_fonte, tarifas_vigencia, ...patch };
};
const withRow = (row: Partial<EnergySettings['tarifas']['cemig']>) => ({ tarifas: { ...defaultEnergySettings().tarifas, cemig: { ...defaultEnergySettings().tarifas.cemig, ...row } } });

describe('updateEnergySettings', () => {
  it('the first save keeps the defaults as version 0 and writes version 1, stamped', () => {
    const { settings, replaced } = updateEnergySettings(null, input({ performance_ratio: 0.78, tarifas_fonte: '  ANEEL REH 3.400/2025  ' }), admin, 5_000);
    expect(replaced).toEqual(defaultEnergySettings());
    expect(settings).toMatchObject({ versao: 1, performance_ratio: 0.78, tarifas_fonte: 'ANEEL REH 3.400/2025', atualizado_em: 5_000, atualizado_por: 'admin-1' });
    expect(Object.keys(settings.tarifas)).toEqual([...distributorIds]);
  });

  it('a later save writes versao + 1 and keeps the stored value (without its id) as the replaced one', () => {
    const stored = { ...defaultEnergySettings(), versao: 3, margem_parcela_pct: 20, atualizado_em: 1_000, atualizado_por: 'admin-0', id: 'energia' };
    const { settings, replaced } = updateEnergySettings(stored, input({ versao: 3, margem_parcela_pct: 15 }), admin, 2_000);
    expect(settings).toMatchObject({ versao: 4, margem_parcela_pct: 15 });
    expect(replaced).toEqual({ ...defaultEnergySettings(), versao: 3, margem_parcela_pct: 20, atualizado_em: 1_000, atualizado_por: 'admin-0' });
  });

  it('refuses non-admins and a form loaded on a replaced version', () => {
    expect(() => updateEnergySettings(null, input(), integrator, 1)).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    expect(() => updateEnergySettings(null, input(), null, 1)).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
    const stored = { ...defaultEnergySettings(), versao: 2 };
    expect(() => updateEnergySettings(stored, input({ versao: 1 }), admin, 1)).toThrow(expect.objectContaining({ code: 'failed-precondition', message: text.settingsStale }));
    expect(() => updateEnergySettings(null, input({ versao: 1 }), admin, 1)).toThrow(text.settingsStale);
  });

  it.each([
    [{ performance_ratio: 0.49 }, text.settingsPerformanceRatio, 'performance_ratio'],
    [{ performance_ratio: 0.96 }, text.settingsPerformanceRatio, 'performance_ratio'],
    [{ performance_ratio: Number.NaN }, text.settingsPerformanceRatio, 'performance_ratio'],
    [{ crescimento_tarifa_aa_pct: -1 }, text.settingsTariffGrowth, 'crescimento_tarifa_aa_pct'],
    [{ crescimento_tarifa_aa_pct: 20.5 }, text.settingsTariffGrowth, 'crescimento_tarifa_aa_pct'],
    [{ margem_parcela_pct: 101 }, text.settingsMargin, 'margem_parcela_pct'],
    [withRow({ te_reais_mwh: 3_001 }), text.settingsTe, 'tarifas.cemig.te_reais_mwh'],
    [withRow({ tusd_reais_mwh: -1 }), text.settingsTusd, 'tarifas.cemig.tusd_reais_mwh'],
    [withRow({ fio_b_reais_mwh: Number.NaN }), text.settingsFioB, 'tarifas.cemig.fio_b_reais_mwh'],
    [withRow({ tusd_reais_mwh: 200, fio_b_reais_mwh: 201 }), text.settingsFioBAboveTusd, 'tarifas.cemig.fio_b_reais_mwh'],
    [withRow({ impostos_pct: 61 }), text.settingsTaxes, 'tarifas.cemig.impostos_pct'],
    [{ tarifas_fonte: '   ' }, text.settingsSource, 'tarifas_fonte'],
    [{ tarifas_fonte: 'x'.repeat(201) }, text.settingsSource, 'tarifas_fonte'],
    [{ tarifas_vigencia: '' }, text.settingsValidity, 'tarifas_vigencia'],
    [{ versao: -1 }, text.settingsVersion, 'versao'],
  ] as const)('refuses %o with its Portuguese message at its field', (patch, message, field) => {
    expect(() => updateEnergySettings(null, input(patch as Partial<EnergySettingsInput>), admin, 1)).toThrow(
      expect.objectContaining({ code: 'invalid-argument', message, fields: expect.objectContaining({ [field]: message }) }),
    );
  });

  it('refuses a table without a distributor', () => {
    const { cemig: _dropped, ...tarifas } = defaultEnergySettings().tarifas;
    expect(() => updateEnergySettings(null, input({ tarifas: tarifas as EnergySettingsInput['tarifas'] }), admin, 1)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });

  it('the stale check compares with the stored version, 0 when never saved', () => {
    expect(isStaleEnergySettings(0, null)).toBe(false);
    expect(isStaleEnergySettings(0, { versao: 1 })).toBe(true);
    expect(isStaleEnergySettings(4, { versao: 4 })).toBe(false);
  });
});

describe('publico/energia for readers', () => {
  const stored = { ...defaultEnergySettings(), versao: 5, performance_ratio: 0.75, atualizado_em: 1_700_000_000_000, atualizado_por: 'admin-1' };

  it('absent is the defaults; a stored table lacking a distributor gets its default row', () => {
    expect(energySettingsOf(null)).toEqual(defaultEnergySettings());
    const { enel_ce: _dropped, ...tarifas } = stored.tarifas;
    const read = energySettingsOf({ ...stored, tarifas: tarifas as EnergySettings['tarifas'], id: 'energia' } as EnergySettings);
    expect(read.tarifas.enel_ce).toEqual(defaultEnergySettings().tarifas.enel_ce);
    expect(read).not.toHaveProperty('id');
  });

  it('parsePublishedEnergy reads a stored value as it was written', () => {
    expect(parsePublishedEnergy(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    const { copel: _dropped, ...tarifas } = stored.tarifas;
    expect(parsePublishedEnergy({ ...stored, tarifas })?.tarifas.copel).toEqual(defaultEnergySettings().tarifas.copel);
    expect(parsePublishedEnergy({ ...stored, atualizado_em: 'ontem', atualizado_por: 7 })).toMatchObject({ atualizado_em: 0, atualizado_por: null });
  });

  it.each([
    ['not an object', 'energia'],
    ['null', null],
    ['a version that is not a whole number', { ...stored, versao: 1.5 }],
    ['a performance ratio out of bounds', { ...stored, performance_ratio: 1.2 }],
    ['a growth given as text', { ...stored, crescimento_tarifa_aa_pct: '6' }],
    ['a margin out of bounds', { ...stored, margem_parcela_pct: -5 }],
    ['no table', { ...stored, tarifas: null }],
    ['a row with a tariff out of bounds', { ...stored, tarifas: { ...stored.tarifas, cemig: { ...stored.tarifas.cemig, te_reais_mwh: 9_999 } } }],
    ['a row with Fio B above TUSD', { ...stored, tarifas: { ...stored.tarifas, cemig: { ...stored.tarifas.cemig, fio_b_reais_mwh: stored.tarifas.cemig.tusd_reais_mwh + 1 } } }],
    ['a row that is not a map', { ...stored, tarifas: { ...stored.tarifas, light: 12 } }],
    ['an empty source', { ...stored, tarifas_fonte: ' ' }],
    ['no validity', { ...stored, tarifas_vigencia: undefined }],
  ])('reads %s as nothing (the caller uses the defaults)', (_name, value) => {
    expect(parsePublishedEnergy(value)).toBeNull();
  });
});
