import { describe, expect, it } from 'vitest';
import { emailAddressError, newLoginEmailError } from './rules.js';

describe('newLoginEmailError (spec 1 §5)', () => {
  it.each([
    ['', 'Please enter a new email address'],
    ['   ', 'Please enter a new email address'],
    ['kiri@example.nz', 'Email matches current email'],
    ['KIRI@Example.NZ', 'Email matches current email'],
    ['  kiri@example.nz  ', 'Email matches current email'],
    ['kiri', 'Please enter a valid email address'],
    ['kiri@example', 'Please enter a valid email address'],
    ['kiri@example.n', 'Please enter a valid email address'],
    ['ki ri@example.nz', 'Please enter a valid email address'],
    ['kiri@@example.nz', 'Please enter a valid email address'],
    ['kiri.tane@example.nz', undefined],
    ['KIRI.TANE@EXAMPLE.CO.NZ', undefined],
    [' kiri.tane@example.nz ', undefined],
  ])('%j against kiri@example.nz: %s', (value, message) => {
    expect(newLoginEmailError(value, 'kiri@example.nz')).toBe(message);
  });
});

describe('emailAddressError (spec 1 §5)', () => {
  it.each([
    ['bills@example.nz', undefined],
    [' Bills@Example.NZ ', undefined],
    ['', 'Please enter a valid email address'],
    ['bills@example', 'Please enter a valid email address'],
    ['bills example.nz', 'Please enter a valid email address'],
  ])('%j: %s', (value, message) => {
    expect(emailAddressError(value)).toBe(message);
  });
});
