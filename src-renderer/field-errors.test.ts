import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorsByField, fieldErrorsFrom, topLevelField } from './field-errors';

describe('fieldErrorsFrom', () => {
  it('marks every field a refusal names, keyed by the top-level field, the message first', () => {
    const error = new ApiError({
      code: 'invalid_input',
      message: 'Enter a game name',
      path: 'name',
      details: { fields: { name: 'Enter a game name', playerA: 'Enter the Side A player', 'sides.1.player': 'Enter a name' } },
    });
    expect(fieldErrorsFrom(error)).toEqual({ name: 'Enter a game name', playerA: 'Enter the Side A player', sides: 'Enter a name' });
  });

  it('keeps a lone refused field, and puts any other failure under the form', () => {
    expect(fieldErrorsFrom(new ApiError({ code: 'invalid_input', message: 'Too long', path: 'brigades.2.name' }))).toEqual({ brigades: 'Too long' });
    expect(fieldErrorsFrom(new ApiError({ code: 'conflict', message: 'Taken' }))).toEqual({ form: 'Taken' });
    expect(fieldErrorsFrom(new Error('offline'))).toEqual({ form: 'offline' });
  });
});

describe('errorsByField', () => {
  it('keys each named field as the form asks: the whole path, or rulings apart from the rest', () => {
    const error = new ApiError({ code: 'invalid_input', message: 'Enter a name', path: 'players.3', details: { fields: { 'players.3': 'Enter a name', 'rulings.its.x': 'Choose one', 'name.0': 'Too long' } } });
    expect(errorsByField(error, (path) => path)).toEqual({ 'players.3': 'Enter a name', 'rulings.its.x': 'Choose one', 'name.0': 'Too long' });
    expect(errorsByField(error, (path) => (path.startsWith('rulings.') ? path : topLevelField(path)))).toEqual({ players: 'Enter a name', 'rulings.its.x': 'Choose one', name: 'Too long' });
  });

  it('keeps a service refusal that names a field at its field (a name already taken)', () => {
    expect(errorsByField(new ApiError({ code: 'conflict', message: 'A campaign of that name exists', path: 'name' }))).toEqual({ name: 'A campaign of that name exists' });
    expect(fieldErrorsFrom(new ApiError({ code: 'conflict', message: 'A campaign of that name exists', path: 'name' }))).toEqual({ form: 'A campaign of that name exists' });
  });
});
