import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '../localizedPath';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { searchPath } from './casinoPaths';

/** A game search field; submitting opens casino-search with the text (or calls onSearch). */
export function SearchBox({
  initial = '',
  onSearch,
}: {
  initial?: string;
  onSearch?: (q: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const lng = useCurrentLanguage();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSearch) onSearch(text.trim());
    else void navigate(localizedPath(lng, searchPath(text)));
  };
  return (
    <form className="casino-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('casino:search_label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('casino:search_placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="casino-button casino-button--primary">
        {t('casino:search_submit')}
      </button>
    </form>
  );
}
