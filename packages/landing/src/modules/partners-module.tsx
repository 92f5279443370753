import { useTranslation } from 'react-i18next';
import type { PartnersPreview } from '../data.ts';
import { useLandingData } from '../landing-data-context.ts';
import { isSafeHref } from '../schema/index.ts';
import { previewFields, placementDefaults, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection, SeeAllLink } from './module-section.tsx';
import { componentHref, previewsFor } from './preview-items.ts';

type Category = PartnersPreview['categories'][number];
type Partner = Category['partners'][number];

/** Top levels first; `limit` caps partners across categories so a big sponsor list stays short. */
function capPartners(categories: Category[], limit: number | undefined): Category[] {
  const sorted = [...categories].sort((a, b) => a.level - b.level);
  const capped: Category[] = [];
  let budget = limit ?? Number.POSITIVE_INFINITY;
  for (const category of sorted) {
    const partners = category.partners.slice(0, Math.max(0, budget));
    budget -= partners.length;
    if (partners.length > 0) capped.push({ ...category, partners });
  }
  return capped;
}

function PartnerItem({ partner }: { partner: Partner }) {
  // The name is always written under the logo: a mark alone does not say whose it is (and the
  // logo is then decorative, so the name is read once).
  const logo = partner.picture && isSafeHref(partner.picture) ? partner.picture : null;
  const body = (
    <>
      {logo ? <img className="lp-partner__logo" src={logo} alt="" loading="lazy" decoding="async" /> : null}
      <span className="lp-partner__name">{partner.name}</span>
    </>
  );
  const website = partner.www && /^https?:\/\//i.test(partner.www) && isSafeHref(partner.www) ? partner.www : null;
  return <li className="lp-partner">{website ? <a href={website}>{body}</a> : body}</li>;
}

export function PartnersModule({ id, heading, limit, component_id }: ModuleRenderProps<'partners'>) {
  const { t } = useTranslation('landing');
  const data = useLandingData();
  const { componentIds, previews } = previewsFor(data, 'partners', component_id);
  const categories = capPartners(previews.flatMap((preview) => preview.categories), limit);
  const more = componentHref(data.basePath, componentIds[0]);
  return (
    <ModuleSection id={id} type="partners" heading={heading?.trim() || t('partners.title')}>
      {categories.length === 0 ? (
        <EmptyState>{t('partners.empty')}</EmptyState>
      ) : (
        categories.map((category) => (
          <div key={category.id} className="lp-partners__category">
            <h3 className="lp-partners__title">{category.name}</h3>
            <ul className="lp-partners">
              {category.partners.map((partner) => (
                <PartnerItem key={partner.id} partner={partner} />
              ))}
            </ul>
          </div>
        ))
      )}
      {more ? <SeeAllLink href={more}>{t('partners.seeAll')}</SeeAllLink> : null}
    </ModuleSection>
  );
}

export function partnersModule(label: LabelFn): ModuleConfig<'partners'> {
  return {
    label: label('editor.modules.partners'),
    fields: previewFields(label),
    defaultProps: { ...placementDefaults },
    render: (props) => <PartnersModule {...props} />,
  };
}
