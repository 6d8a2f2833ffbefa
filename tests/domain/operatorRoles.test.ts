import { describe, expect, it } from 'vitest';
import {
  can,
  OPERATOR_PERMISSIONS,
  type OperatorIdentity,
  type OperatorRole,
} from '../../domain/operators/roles';
import { CONTENT_KINDS } from '../../domain/studio/contentKinds';

const op = (role: OperatorRole, brand: string | null = null): OperatorIdentity => ({
  id: '1',
  login: role,
  role,
  brand,
});

describe('operator roles', () => {
  it('gives an admin every permission on every brand and kind', () => {
    for (const permission of OPERATOR_PERMISSIONS) {
      for (const kind of CONTENT_KINDS) {
        expect(can(op('admin'), permission, { brand: 'nord', kind })).toBe(true);
      }
    }
  });

  it('lets an editor write and publish any content and run QA, but not operations', () => {
    const editor = op('editor');
    for (const kind of CONTENT_KINDS) {
      expect(can(editor, 'content.write', { brand: 'aurora', kind })).toBe(true);
      expect(can(editor, 'content.publish', { brand: 'nord', kind })).toBe(true);
    }
    expect(can(editor, 'qa.run')).toBe(true);
    expect(can(editor, 'operations')).toBe(false);
  });

  it('keeps a partner to its own brand, writing only its brand book, dictionaries and config', () => {
    const partner = op('partner', 'nord');
    // It sees only its brand: another brand is not even read.
    expect(can(partner, 'content.read', { brand: 'aurora', kind: 'page' })).toBe(false);
    expect(can(partner, 'content.read', { brand: 'nord', kind: 'page' })).toBe(true);
    for (const kind of ['brandBook', 'dictionary', 'brandConfig'] as const) {
      expect(can(partner, 'content.write', { brand: 'nord', kind })).toBe(true);
      expect(can(partner, 'content.publish', { brand: 'nord', kind })).toBe(true);
      expect(can(partner, 'content.write', { brand: 'aurora', kind })).toBe(false);
      expect(can(partner, 'content.publish', { brand: 'aurora', kind })).toBe(false);
    }
    for (const kind of ['page', 'layout', 'part', 'routes'] as const) {
      expect(can(partner, 'content.write', { brand: 'nord', kind })).toBe(false);
      expect(can(partner, 'content.publish', { brand: 'nord', kind })).toBe(false);
    }
    expect(can(partner, 'qa.run')).toBe(false);
    expect(can(partner, 'operations')).toBe(false);
  });

  it('lets QA read and run checks only', () => {
    const qa = op('qa');
    expect(can(qa, 'content.read', { brand: 'nord', kind: 'page' })).toBe(true);
    expect(can(qa, 'qa.run')).toBe(true);
    expect(can(qa, 'content.write', { brand: 'nord', kind: 'page' })).toBe(false);
    expect(can(qa, 'content.publish')).toBe(false);
    expect(can(qa, 'operations')).toBe(false);
    expect(can(qa, 'operations.read')).toBe(true);
    expect(can(qa, 'customers.personal')).toBe(false);
  });

  it("keeps the operator screens' reads to admin and QA, personal data to admin", () => {
    expect(can(op('admin'), 'operations.read')).toBe(true);
    expect(can(op('admin'), 'customers.personal')).toBe(true);
    for (const role of ['editor', 'trader'] as const) {
      expect(can(op(role), 'operations.read')).toBe(false);
    }
    expect(can(op('partner', 'nord'), 'operations.read')).toBe(false);
  });

  it('lets a trader read and write trading only, and QA read it without writing', () => {
    const trader = op('trader');
    expect(can(trader, 'trading.read')).toBe(true);
    expect(can(trader, 'trading.write')).toBe(true);
    expect(can(trader, 'content.read', { brand: 'nord', kind: 'page' })).toBe(false);
    expect(can(trader, 'operations')).toBe(false);
    expect(can(trader, 'customers.personal')).toBe(false);
    expect(can(op('qa'), 'trading.read')).toBe(true);
    expect(can(op('qa'), 'trading.write')).toBe(false);
    expect(can(op('editor'), 'trading.read')).toBe(false);
    expect(can(op('partner', 'nord'), 'trading.read')).toBe(false);
  });
});
