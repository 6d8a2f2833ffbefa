import { describe, expect, it } from 'vitest';
import {
  contractValidator,
  formatFinding,
  formatSchemaErrors,
  loadDocument,
  pointerJoin,
} from '../../runtime/schema';

function errorsOf(kind: Parameters<typeof contractValidator>[0], data: unknown) {
  const validate = contractValidator(kind);
  expect(validate(data)).toBe(false);
  return formatSchemaErrors(validate.errors, 'x.json').map((f) => `${f.pointer}: ${f.message}`);
}

describe('formatSchemaErrors', () => {
  it('points a missing required property at where it belongs, in words', () => {
    expect(errorsOf('page', { schemaVersion: 1, id: 'home', body: { props: {} } })).toEqual([
      "/body/widget: must have required property 'widget'",
    ]);
  });

  it('names an unknown property and lists the allowed ones', () => {
    expect(
      errorsOf('brandBook', {
        schemaVersion: 1,
        partnerCssBrandBook: [],
        logo: { src: '/a.svg', alt: 'A', colour: 'red' },
      }),
    ).toEqual(["/logo/colour: unknown property 'colour' (allowed: src, alt, width, height)"]);
  });

  it("refuses a logo's width without its height", () => {
    const errors = errorsOf('brandBook', {
      schemaVersion: 1,
      partnerCssBrandBook: [],
      logo: { src: '/a.svg', alt: 'A', width: 160 },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\/logo: .*height/);
  });

  it('spells out enums', () => {
    expect(
      errorsOf('page', { schemaVersion: 1, id: 'home', layout: 'wide', body: { widget: 'A' } }),
    ).toEqual(['/layout: must be one of: default, empty, maintenance, blocked']);
  });

  it('keeps the meant oneOf branch and drops the noise', () => {
    const table = (guards: unknown[]) => ({
      schemaVersion: 1,
      routes: [{ id: 'a', path: 'a', page: 'a', guards }],
    });
    expect(errorsOf('routes', table([{ name: 'auth', argz: {} }]))).toEqual([
      "/routes/0/guards/0/argz: unknown property 'argz' (allowed: name, args)",
    ]);
    expect(errorsOf('routes', table(['bad name']))).toEqual([
      '/routes/0/guards/0: must match the pattern ^[a-zA-Z][a-zA-Z0-9]*$',
    ]);
    expect(errorsOf('routes', table([true]))).toEqual([
      '/routes/0/guards/0: must be string or object',
    ]);
  });

  it('reports every error at once (allErrors)', () => {
    expect(
      errorsOf('site', {
        schemaVersion: 1,
        brand: 'Alpha',
        name: '',
        hosts: [],
        defaultLanguage: 'ru',
        languages: ['ru'],
      }),
    ).toEqual([
      '/brand: must match the pattern ^[a-z][a-z0-9-]*$',
      '/name: must NOT have fewer than 1 characters',
      '/hosts: must NOT have fewer than 1 items',
    ]);
  });

  it('prefixes pointers and messages for widget props', () => {
    const findings = formatSchemaErrors(
      [
        {
          instancePath: '/level',
          schemaPath: '#/properties/level/enum',
          keyword: 'enum',
          params: { allowedValues: [1, 2] },
        },
      ],
      'schemas/pages/a.json',
      { pointerPrefix: '/body/props', messagePrefix: 'Heading props: ' },
    );
    expect(findings.map(formatFinding)).toEqual([
      'schemas/pages/a.json#/body/props/level: Heading props: must be one of: 1, 2',
    ]);
  });

  it('works without verbose errors (standalone validators): no allowed list', () => {
    const findings = formatSchemaErrors(
      [
        {
          instancePath: '',
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'a/b' },
        },
      ],
      'f.json',
    );
    expect(findings).toEqual([
      { file: 'f.json', pointer: '/a~1b', message: "unknown property 'a/b'" },
    ]);
  });
});

describe('findings', () => {
  it('format as file#pointer: message, or file: message for the whole document', () => {
    expect(formatFinding({ file: 'a.json', pointer: '/x', message: 'm' })).toBe('a.json#/x: m');
    expect(formatFinding({ file: 'a.json', pointer: '', message: 'm' })).toBe('a.json: m');
    expect(pointerJoin('/a', 'b~c', 0)).toBe('/a/b~0c/0');
  });

  it('loadDocument returns the typed document or its findings', () => {
    const ok = loadDocument(
      'layout',
      { schemaVersion: 1, id: 'empty', body: { widget: 'PageOutlet' } },
      'l.json',
    );
    expect(ok).toEqual({
      ok: true,
      value: { schemaVersion: 1, id: 'empty', body: { widget: 'PageOutlet' } },
    });
    expect(loadDocument('layout', [], 'l.json')).toEqual({
      ok: false,
      findings: [{ file: 'l.json', pointer: '', message: 'must be object' }],
    });
  });
});
