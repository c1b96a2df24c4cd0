import {FallibleImage} from '~/ui/FallibleImage';

export interface PageHeader {
  type: 'image' | 'default';
  title: string;
  description?: string;
  image?: {url: string; alt: string; width: number; height: number};
  /** Where the text sits over the image (or in the plain header). */
  position?: 'left' | 'center' | 'right';
}

/** Spec §2 default layout: an optional page header (image or plain), then the content. */
export function DefaultLayout({header, children}: {header?: PageHeader; children: React.ReactNode}) {
  const image = header?.type === 'image' ? header.image : undefined;
  return (
    <div className="layout-default" data-layout="default">
      {header ? (
        <header className={`page-header page-header--${header.type} page-header--${header.position ?? 'left'}`}>
          {image ? (
            <FallibleImage
              className="page-header__image"
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="eager"
            />
          ) : null}
          <div className="page-header__text">
            <h1>{header.title}</h1>
            {header.description ? <p>{header.description}</p> : null}
          </div>
        </header>
      ) : null}
      {children}
    </div>
  );
}
