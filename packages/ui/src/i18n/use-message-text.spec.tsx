import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';
import type { Language } from './languages';
import { useErrorText, useFieldErrorText, useMessageText } from './use-message-text';

function wrapperIn(language: Language) {
  const i18n = createI18n({ language, storage: null, document: null });
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

describe('message texts', () => {
  it('translate a validation code', () => {
    const { result } = renderHook(() => useMessageText(), { wrapper: wrapperIn('it') });
    expect(result.current('PHONE_DIGITS_ONLY')).toBe('Il numero di telefono accetta solo cifre');
  });

  it('translate a field error by its code, else show the server text', () => {
    const { result } = renderHook(() => useFieldErrorText(), { wrapper: wrapperIn('it') });
    expect(result.current({ code: 'LAST_NAME_REQUIRED', message: 'Last name is required' })).toBe('Il cognome è obbligatorio');
    expect(result.current({ code: 'UNKNOWN_FIELD', message: 'property nickname should not exist' })).toBe('property nickname should not exist');
  });

  it('translate a server error by its code, else show the server text', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: wrapperIn('en') });
    expect(result.current({ code: 'INCORRECT_CREDENTIALS', message: 'whatever the server said' })).toBe('Incorrect email or password');
    expect(result.current({ code: 'SOMETHING_NEW', message: 'A new failure' })).toBe('A new failure');
    expect(result.current({})).toBe('Something went wrong, please try again');
  });
});
