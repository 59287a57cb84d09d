import { describe, expect, it } from 'vitest';
import { ufs } from '../options';
import { irradiationDate, irradiationSource, municipalIrradiation, stateIrradiation } from './irradiation-data';
import { ibgeOf, irradiationAt, municipalities, normalizePlaceName } from './municipalities';

/** The 27 capitals' IBGE codes. */
const capitals = [
  '1200401', '2704302', '1600303', '1302603', '2927408', '2304400', '5300108', '3205309', '5208707', '2111300', '5103403', '5002704',
  '3106200', '1501402', '2507507', '4106902', '2611606', '2211001', '3304557', '2408102', '4314902', '1100205', '1400100', '4205407',
  '3550308', '2800308', '1721000',
];

describe('municipalities by IBGE code', () => {
  it('finds a municipality whatever its accents, case, hyphens and spaces', () => {
    expect(ibgeOf('São Paulo', 'SP')).toBe('3550308');
    expect(ibgeOf('sao  paulo', 'sp')).toBe('3550308');
    expect(ibgeOf('JI PARANA', 'RO')).toBe('1100122');
    expect(ibgeOf('Ji-Paraná', 'RO')).toBe('1100122');
    expect(ibgeOf('Brasília', 'DF')).toBe('5300108');
    expect(normalizePlaceName(' Jaboatão dos  Guararapes ')).toBe('jaboatao dos guararapes');
  });

  it('does not take a same-named city of another state, an unknown city or an unknown state', () => {
    expect(ibgeOf('São José', 'SC')).toBe('4216602');
    expect(ibgeOf('São José', 'SP')).toBeNull();
    expect(ibgeOf('Cidade Inexistente', 'SP')).toBeNull();
    expect(ibgeOf('São Paulo', 'XX')).toBeNull();
  });

  it('holds the 27 capitals and every state, each code once, each with its irradiation', () => {
    const codes = municipalities.map(([ibge]) => ibge);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of capitals) expect(codes).toContain(code);
    expect(new Set(municipalities.map(([, , uf]) => uf))).toEqual(new Set(ufs));
    for (const [ibge, , uf] of municipalities) {
      expect(ibge.slice(0, 2), ibge).toBe(({ RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17', MA: '21', PI: '22', CE: '23', RN: '24', PB: '25', PE: '26', AL: '27', SE: '28', BA: '29', MG: '31', ES: '32', RJ: '33', SP: '35', PR: '41', SC: '42', RS: '43', MS: '50', MT: '51', GO: '52', DF: '53' } as Record<string, string>)[uf]);
      expect(municipalIrradiation[ibge], ibge).toBeGreaterThan(3.5);
      expect(municipalIrradiation[ibge], ibge).toBeLessThan(6.5);
    }
    expect(Object.keys(municipalIrradiation).sort()).toEqual([...codes].sort());
  });
});

describe('irradiation (Atlas Brasileiro de Energia Solar 2017, municipal seats)', () => {
  it('names its source and date', () => {
    expect(irradiationSource).toContain('Atlas Brasileiro de Energia Solar');
    expect(irradiationDate).toBe('2017');
  });

  it("gives the municipality's annual average when it is in the table", () => {
    expect(irradiationAt('São Paulo', 'SP')).toEqual({ kwhM2Dia: 4.45, origem: 'municipio', ibge: '3550308' });
    expect(irradiationAt('fortaleza', 'ce')).toEqual({ kwhM2Dia: 5.776, origem: 'municipio', ibge: '2304400' });
    expect(irradiationAt('Porto Alegre', 'RS')).toEqual({ kwhM2Dia: 4.43, origem: 'municipio', ibge: '4314902' });
  });

  it("falls back to the state's average for a municipality not in the table, and to nothing for an unknown state", () => {
    expect(irradiationAt('Paraguaçu Paulista', 'SP')).toEqual({ kwhM2Dia: stateIrradiation.SP, origem: 'estado', ibge: null });
    expect(irradiationAt('Qualquer', 'ZZ')).toBeNull();
  });

  it('has a plausible average for every state (the North cloudier than the semi-arid Northeast)', () => {
    expect(Object.keys(stateIrradiation).sort()).toEqual([...ufs].sort());
    for (const uf of ufs) expect(stateIrradiation[uf]).toBeGreaterThan(4);
    expect(stateIrradiation.AM).toBeLessThan(stateIrradiation.PI);
  });
});
