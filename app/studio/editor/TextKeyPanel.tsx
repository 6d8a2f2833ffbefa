// A text prop (x-i18n-key in its props schema): its text in each language, and a searchable
// list of the dictionaries' keys to pick another.
import { useEffect, useState } from 'react';
import { useT } from '../studioTexts';
import { FindInput } from './FindInput';
import { loadDictionaryTexts, type TextEntry } from './dictionaryTexts';

export function TextKeyPanel(props: {
  value: string;
  readOnly: boolean;
  onPick(key: string): void;
}) {
  const t = useT();
  const [entries, setEntries] = useState<TextEntry[] | undefined>();
  const [filter, setFilter] = useState('');
  useEffect(() => {
    void loadDictionaryTexts().then(setEntries);
  }, []);
  if (!entries) return <p className="studio-loading">{t('app.loading')}</p>;
  const current = entries.find((e) => e.key === props.value);
  const needle = filter.trim().toLowerCase();
  const matches = needle
    ? entries
        .filter(
          (e) =>
            e.key.toLowerCase().includes(needle) ||
            Object.values(e.texts).some((text) => text.toLowerCase().includes(needle)),
        )
        .slice(0, 30)
    : [];
  return (
    <section
      className="studio-textkey"
      aria-labelledby="textkey-title"
      data-testid="text-key-panel"
    >
      <h3 id="textkey-title">{t('texts.title', { key: props.value })}</h3>
      {current ? (
        <dl>
          {Object.entries(current.texts).map(([lng, text]) => (
            <div key={lng}>
              <dt>{lng}</dt>
              <dd dir="auto">{text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="studio-error">{t('texts.unknown')}</p>
      )}
      {!props.readOnly && (
        <>
          <FindInput label={t('texts.find')} value={filter} onChange={setFilter} />
          <ul className="studio-textkey-list">
            {matches.map((e) => (
              <li key={e.key}>
                <button type="button" onClick={() => props.onPick(e.key)} data-text-key={e.key}>
                  <code>{e.key}</code>
                  {Object.entries(e.texts).map(([lng, text]) => (
                    <span key={lng} dir="auto">
                      <b>{lng}</b> {text}
                    </span>
                  ))}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
