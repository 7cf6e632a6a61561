import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/ui/CmsImage'
import { CmsLink } from '@/components/ui/CmsLink'
import { Icon } from '@/components/layout/Icon'
import { telHref } from '@/components/layout/format'
import type { ContactCardsView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Up to six contact people with phone (tel:) and e-mail (mailto:) links. */
export async function ContactCardsBlock({ block }: BlockProps<ContactCardsView>) {
  const t = await getTranslations('blocks')
  const titleId = `${block.id}-title`
  return (
    <section className="block contact-cards" aria-labelledby={titleId}>
      <div className="container">
        <div className="block__header">
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
          {block.seeMoreLink ? <CmsLink link={block.seeMoreLink} className="arrow-link block__more" /> : null}
        </div>
        <ul className="contact-cards__list">
          {(block.people ?? []).slice(0, 6).map((person, i) => (
            <li key={person.id ?? i} className="contact-card">
              {block.displayImage !== false && person.image ? <CmsImage image={person.image} className="contact-card__image" sizes="96px" /> : null}
              <div className="contact-card__body">
                <h3 className="contact-card__name">{person.name}</h3>
                {person.jobTitle ? <p className="contact-card__job">{person.jobTitle}</p> : null}
                {person.phoneNumber ? (
                  <p className="contact-card__line">
                    <Icon name="phone" />
                    <span className="visually-hidden">{t('phone')}: </span>
                    <a href={telHref(person.phoneNumber)}>{person.phoneNumber}</a>
                  </p>
                ) : null}
                {person.email ? (
                  <p className="contact-card__line">
                    <Icon name="mail" />
                    <span className="visually-hidden">{t('email')}: </span>
                    <a href={`mailto:${person.email}`}>{person.email}</a>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
