import { useId } from 'react';
import { ArrowRight, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage, DEFAULT_LANGUAGE } from '@tally/shared/languages';
import type { LearnedRule } from '@tally/shared/schemas/learned-rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useLearnedRulesQuery, useRemoveLearnedRuleMutation } from '../api/learned-rules';
import { SectionCard } from './section-card';

/** The types and categories the assistant remembers from the user's corrections (chat, cards, lists), each removable. */
export function LearnedRulesSection() {
  const { t, i18n } = useTranslation('settings');
  const { toast } = useToast();
  const titleId = useId();
  const query = useLearnedRulesQuery();
  const remove = useRemoveLearnedRuleMutation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const rules = query.data;

  const onRemove = async (rule: LearnedRule) => {
    const category = displayCategoryName(rule.categoryName, language);
    try {
      await remove.mutateAsync(rule);
      toast({ title: t('learned.removed'), description: t('learned.removedDescription', { pattern: rule.pattern, category }) });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('learned.removeFailed'), description: getErrorText(caught, t('learned.removeFailed')) });
    }
  };

  return (
    <SectionCard Icon={Sparkles} title={t('learned.title')} description={t('learned.description')} labelledBy={titleId}>
      {!rules ? (
        query.isError ? (
          <p className="text-sm text-ink-subtle">{t('learned.loadFailed')}</p>
        ) : (
          <Spinner label={t('learned.loading')} />
        )
      ) : rules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-subtle" data-testid="learned-rules-empty">
          {t('learned.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('learned.title')}>
          {rules.map((rule) => {
            const category = displayCategoryName(rule.categoryName, language);
            const isRemoving = remove.isPending && remove.variables?.id === rule.id;
            return (
              <li key={rule.id} className="flex items-center gap-3 px-4 py-3" data-testid="learned-rule">
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-medium break-all text-ink">“{rule.pattern}”</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
                  <span className="sr-only">{t('learned.goesTo')}</span>
                  <Badge variant="neutral">{category}</Badge>
                  {/* A rule sets the type too: its category's. */}
                  <Badge variant={rule.categoryType === 'income' ? 'brand' : 'neutral'}>{t('learned.type', { context: rule.categoryType })}</Badge>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void onRemove(rule)}
                  isLoading={isRemoving}
                  disabled={remove.isPending}
                  aria-label={t('learned.removeLabel', { pattern: rule.pattern })}
                  className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  {!isRemoving && <Trash2 aria-hidden="true" className="size-4" />}
                  <span className="hidden sm:inline">{t('learned.remove')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
