import { isValidPhone, isValidPostalCode, maskPhone, maskPostalCode } from '../form/masks';

describe('Brazilian masks', () => {
  it('formats landlines and mobiles as typed, dropping +55', () => {
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('3135511234')).toBe('(31) 3551-1234');
    expect(maskPhone('31987654321')).toBe('(31) 98765-4321');
    expect(maskPhone('+55 31 98765-4321')).toBe('(31) 98765-4321');
    expect(maskPhone('319876543210000')).toBe('(31) 98765-4321');
  });
  it('accepts only complete numbers with a real area code', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('(31) 3551-1234')).toBe(true);
    expect(isValidPhone('(31) 98765-4321')).toBe(true);
    expect(isValidPhone('(31) 3551-123')).toBe(false);
    expect(isValidPhone('(01) 3551-1234')).toBe(false);
    expect(isValidPhone('(31) 38765-4321')).toBe(false);
  });
  it('formats and checks a CEP', () => {
    expect(maskPostalCode('35400000')).toBe('35400-000');
    expect(isValidPostalCode('35400-000')).toBe(true);
    expect(isValidPostalCode('3540-000')).toBe(false);
  });
});
