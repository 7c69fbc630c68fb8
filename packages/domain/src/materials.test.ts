import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTsQuery,
  MAX_COMPLETIONS,
  correctable,
  isHttpUrl,
  MATERIAL_MESSAGES,
  materialSaveError,
  materialSortValue,
  parseMaterialSort,
  searchWords,
  visibleInProject,
} from './materials';

describe('material search words (decision 0021)', () => {
  it('splits on anything that is not a letter or digit, lower-cased', () => {
    expect(searchWords('Coper PIPE 1-1/2"')).toEqual(['coper', 'pipe', '1', '1f2']);
    expect(searchWords('3/4 x 1/2/3')).toEqual(['3f4', 'x', '1f2', '3']);
    expect(searchWords('CUL-112-10')).toEqual(['cul', '112', '10']);
    expect(searchWords('  ')).toEqual([]);
  });

  it('keeps at most 8 words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('corrects only words of 4+ letters that are not numbers', () => {
    expect(correctable('coper')).toBe(true);
    expect(correctable('pvc')).toBe(false);
    expect(correctable('1000')).toBe(false);
  });
});

describe('buildTsQuery', () => {
  it('ANDs the words, ORs corrections and makes the last word a prefix', () => {
    const corrections = new Map([['coper', ['copper']]]);
    expect(buildTsQuery(['coper', 'pipe'], corrections)).toBe('(coper | copper) & pipe:*');
    expect(buildTsQuery(['pip'], new Map([['pip', ['pipe', 'pipes']]]))).toBe(
      '(pip:* | pipe | pipes)',
    );
  });

  it('replaces the prefix with the vocabulary words the last word starts', () => {
    expect(
      buildTsQuery(['coper', 'pip'], new Map([['coper', ['copper']]]), ['pipe', 'piping']),
    ).toBe('(coper | copper) & (pipe | piping)');
    expect(buildTsQuery(['pipe'], new Map(), ['pipe'])).toBe('pipe');
  });

  it('keeps the prefix when the vocabulary knows none, or too many, words it starts', () => {
    expect(buildTsQuery(['cul'], new Map(), [])).toBe('cul:*');
    const many = Array.from({ length: MAX_COMPLETIONS + 1 }, (_, i) => `con${i}`);
    expect(buildTsQuery(['con'], new Map(), many)).toBe('con:*');
  });

  it('matches a number exactly, even as the last word', () => {
    expect(buildTsQuery(['copper', '1', '2'], new Map())).toBe('copper & 1 & 2');
  });

  it('never lets a correction inject query syntax', () => {
    expect(buildTsQuery(['a'], new Map([['a', ["x' | !y", 'ok']]]))).toBe('(a:* | ok)');
  });

  it('always yields only words, operators and parentheses (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 3 }), (text, fixes) => {
        const words = searchWords(text);
        const query = buildTsQuery(words, new Map(words.map((w) => [w, fixes])));
        expect(query).toMatch(/^[\p{L}\p{N}:*|&() ]*$/u);
        expect(query.split('&').length).toBe(Math.max(words.length, 1));
      }),
    );
  });
});

describe('material sort value (procurement-core §9 base__replica__direction)', () => {
  it('round-trips every valid value', () => {
    const sort = { field: 'description', direction: 'desc' } as const;
    expect(materialSortValue(sort)).toBe('company_materials__description__desc');
    expect(parseMaterialSort(materialSortValue(sort))).toEqual(sort);
  });

  it('refuses other indexes, fields and directions', () => {
    expect(parseMaterialSort('orders__description__asc')).toBeUndefined();
    expect(parseMaterialSort('company_materials__search_vector__asc')).toBeUndefined();
    expect(parseMaterialSort('company_materials__description__up')).toBeUndefined();
    expect(parseMaterialSort('company_materials__description__asc__x')).toBeUndefined();
  });
});

describe('materials rules (procurement-core §5)', () => {
  it('shows a material in a project when it has no projects or lists the project', () => {
    expect(visibleInProject([], 7)).toBe(true);
    expect(visibleInProject([7, 8], 7)).toBe(true);
    expect(visibleInProject([8], 7)).toBe(false);
  });

  it('accepts only http and https image URLs', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isHttpUrl('http://example.com/a.png')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('words the empty search as the spec does', () => {
    expect(MATERIAL_MESSAGES.noItemsFound('coper')).toBe('No items found for "coper"');
  });
});

describe('materialSaveError (procurement-core §8 material save messages)', () => {
  it('shows the part of a vendor price error after the double colon, trimmed', () => {
    expect(
      materialSaveError("Vendor prices:: It's not allowed to have duplicated preferred vendor. "),
    ).toBe("It's not allowed to have duplicated preferred vendor.");
    expect(materialSaveError('a::b::c')).toBe('b::c');
  });

  it("falls back to 'Unable to add material' when the server gives no message", () => {
    expect(materialSaveError()).toBe(MATERIAL_MESSAGES.unableToAdd);
    expect(materialSaveError(null)).toBe('Unable to add material');
    expect(materialSaveError('   ')).toBe('Unable to add material');
    expect(materialSaveError('Vendor prices::  ')).toBe('Unable to add material');
  });

  it('shows any other message as it is', () => {
    expect(materialSaveError(MATERIAL_MESSAGES.alreadyExists)).toBe(
      'A material exactly like this already exists. Please make sure all materials are unique.',
    );
  });
});
