import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ALL_SUGGESTED_TAGS } from '@tally/shared/categories';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { addTag, visibleSuggestions } from './transaction-form';

/** Spec: tags longer than this are refused by the server. */
const TAG_MAX = 40;

/**
 * The transaction's tags: the chosen ones (removable), a custom tag box (Enter or the button adds a
 * non-blank tag that is not there yet) and up to 12 suggestions not chosen yet. A suggestion is shown
 * in the user's language and stored as shown, so every tag reads back exactly as it was stored.
 */
export function TagsField({ tags, onChange, tagName, error }: { tags: string[]; onChange: (tags: string[]) => void; tagName: (tag: string) => string; error?: string }) {
  const { t } = useTranslation('transactions');
  const suggestionLabel = (key: string) => t(`suggestedTags.${key}`, { defaultValue: key });
  // A suggestion already chosen, under its key or its shown word, is not offered again.
  const chosen = [...tags, ...ALL_SUGGESTED_TAGS.filter((key) => tags.includes(suggestionLabel(key).toLowerCase()))];
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const errorId = useId();

  const addDraft = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the tag instead of submitting the form.
    event.preventDefault();
    addDraft();
  };

  return (
    <fieldset className="space-y-2">
      <legend className="flex w-full items-baseline justify-between gap-2 text-sm font-medium text-ink">
        {t('form.tags')}
        <span className="text-xs font-normal text-ink-subtle">{t('form.optional')}</span>
      </legend>

      {tags.length > 0 && (
        <ul aria-label={t('form.chosenTags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-sky-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-sky-800 ring-1 ring-sky-200 ring-inset">
              #{tagName(tag)}
              <button
                type="button"
                onClick={() => onChange(tags.filter((chosen) => chosen !== tag))}
                aria-label={t('form.removeTag', { tag: tagName(tag) })}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full text-sky-700 hover:bg-sky-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('form.customTag')}
        </label>
        <Input
          id={inputId}
          value={draft}
          maxLength={TAG_MAX}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('form.customTagPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          enterKeyHint="enter"
        />
        <Button variant="outline" className="h-11 px-3 sm:px-4" onClick={addDraft} disabled={draft.trim() === ''}>
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('form.addTag')}</span>
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}

      <div>
        <p className="mb-1.5 text-xs font-medium text-ink-subtle">{t('form.suggestions')}</p>
        <ul className="flex flex-wrap gap-1.5">
          {visibleSuggestions(chosen).map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(addTag(tags, suggestionLabel(tag)))}
                aria-label={t('form.suggestTag', { tag: suggestionLabel(tag) })}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-medium text-ink-muted transition hover:border-sky-300 hover:bg-sky-50 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Plus aria-hidden="true" className="size-3" />
                {suggestionLabel(tag)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
