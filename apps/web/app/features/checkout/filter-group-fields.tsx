import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../components/ui/index.ts';
import { fieldAria, fieldIds } from '../../components/ui/field-ids.ts';
import type { FilterGroupOption } from './catalogue.ts';
import type { HolderDraft } from './checkout-draft.ts';
import { checkoutErrorTexts } from './checkout-text.ts';
import type { FieldErrors } from './purchase-mapping.ts';
import { fieldName } from './read-step.ts';

interface Props {
  index: number;
  holder: HolderDraft;
  groups: readonly FilterGroupOption[];
  errors: FieldErrors;
}

/**
 * One holder's answers to the event's business-matching questions (SPEC §3 filterGroups): a
 * fieldset per group, checkboxes when it takes several answers, radios (with "no answer", so a
 * choice can be taken back without JavaScript) when it takes one. Plain inputs posted with the
 * step, so the answers ride in the hidden draft like the other step-2 fields.
 */
export function FilterGroupFields({ index, holder, groups, errors }: Props) {
  const { t } = useTranslation('tickets');
  if (!groups.length) return null;
  return (
    <fieldset className="fy-fieldset ck-filters">
      <legend className="ck-sublegend">{t('details.interests')}</legend>
      <p className="ui-field__hint">{t('details.interests_hint')}</p>
      {groups.map((g) => {
        const name = fieldName.holderFilter(index, g.id);
        const base = `h${index}-fg-${g.id}`;
        const chosen = holder.filter_groups?.[String(g.id)] ?? [];
        const err = checkoutErrorTexts(t, errors[name]);
        const type = g.multi_choice ? 'checkbox' : 'radio';
        const aria = fieldAria(base, err, !!g.question);
        return (
          <fieldset key={g.id} className="fy-fieldset ck-filter" aria-describedby={aria['aria-describedby']}>
            <legend className="ck-filter__legend">
              {g.name}
              <span className="visually-hidden"> {t(g.multi_choice ? 'details.choose_any' : 'details.choose_one')}</span>
            </legend>
            {g.question ? (
              <p id={fieldIds(base).hintId} className="ui-field__hint">
                {g.question}
              </p>
            ) : null}
            <div className="ck-filter__tags">
              {g.tags.map((tag) => (
                <div key={tag.id} className="ck-radio">
                  <input
                    type={type}
                    id={`${base}-${tag.id}`}
                    name={name}
                    value={String(tag.id)}
                    defaultChecked={chosen.includes(tag.id)}
                    className="ck-option__input"
                    aria-invalid={aria['aria-invalid']}
                  />
                  <label htmlFor={`${base}-${tag.id}`}>{tag.value}</label>
                </div>
              ))}
              {g.multi_choice ? null : (
                <div className="ck-radio">
                  <input type="radio" id={`${base}-none`} name={name} value="" defaultChecked={chosen.length === 0} className="ck-option__input" />
                  <label htmlFor={`${base}-none`}>{t('details.no_answer')}</label>
                </div>
              )}
            </div>
            <FieldMessages id={base} errors={err} />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
