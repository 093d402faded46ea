import { describe, expect, it } from 'vitest';
import { i18nProvider, registerMessages } from '../../src/providers/i18nProvider';

const { translate } = i18nProvider;

describe('the i18nProvider', () => {
  it("reads react-admin's own messages by their dotted key", () => {
    expect(translate('ra.action.save')).toBe('Lưu');
  });

  it('fills a message in with the values it names', () => {
    expect(translate('app.home.greeting', { name: 'An' })).toBe('Xin chào, An');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate('app.home.greeting')).toBe('Xin chào, %{name}');
    expect(translate('app.home.greeting', { name: null })).toBe('Xin chào, %{name}');
  });

  it('picks a form by the count, as polyglot does for Vietnamese', () => {
    registerMessages({
      test: { files: 'một tệp |||| %{smart_count} tệp', one: '%{smart_count} tệp' },
    });
    expect(translate('test.files', { smart_count: 1 })).toBe('một tệp');
    expect(translate('test.files', { smart_count: 3 })).toBe('3 tệp');
    expect(translate('test.files', 0)).toBe('0 tệp');
    expect(translate('test.one', { smart_count: 2 })).toBe('2 tệp');
    expect(translate('test.files')).toBe('một tệp |||| %{smart_count} tệp');
  });

  it('reads a missing message as its default, filled in', () => {
    expect(translate('app.nowhere', { _: 'Chưa có %{name}', name: 'ảnh' })).toBe('Chưa có ảnh');
  });

  it('reads a missing message without a default as its key', () => {
    expect(translate('app.nowhere')).toBe('app.nowhere');
    expect(translate('app.nowhere', { smart_count: 2 })).toBe('app.nowhere');
  });

  it('finds a key with dots of its own, as a field path', () => {
    registerMessages({ resources: { test: { fields: { 'options.columns': 'Số cột' } } } });
    expect(translate('resources.test.fields.options.columns')).toBe('Số cột');
  });

  it('reads the empty key as empty', () => {
    expect(translate('')).toBe('');
  });

  it('reads a later registered message over an earlier one', () => {
    registerMessages({ test: { later: 'trước' } });
    registerMessages({ test: { later: 'sau' } });
    expect(translate('test.later')).toBe('sau');
  });

  it('speaks Vietnamese', () => {
    expect(i18nProvider.getLocale()).toBe('vi');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'vi', name: 'Tiếng Việt' }]);
  });
});
