import { Button } from '../../components/button/Button';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useMessages } from '../../locales/useLocale';

// Global classes (src/styles/shell.css): the server's HTML shell draws the same hero first.
export function Hero({ galleryId }: { galleryId: string }) {
  const t = useMessages('home', zhHome).hero;
  const toGallery = () => {
    const target = document.getElementById(galleryId);
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    // Move keyboard focus too, so the next Tab continues in the gallery.
    target?.focus({ preventScroll: true });
  };
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-glow" aria-hidden="true" />
      <p className="hero-brand">{t.title}</p>
      <h1 id="hero-title" className="hero-title">
        {t.tagline}
      </h1>
      <p className="hero-sub">{t.sub}</p>
      <Button size="lg" onClick={toGallery}>
        {t.cta}
      </Button>
      <p className="hero-welcome">{t.welcome}</p>
    </section>
  );
}
