import { Button } from '../../components/button/Button';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useMessages } from '../../locales/useLocale';
import styles from './Hero.module.css';

export function Hero({ galleryId }: { galleryId: string }) {
  const t = useMessages('home', zhHome).hero;
  const toGallery = () => {
    const target = document.getElementById(galleryId);
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    // Move keyboard focus too, so the next Tab continues in the gallery.
    target?.focus({ preventScroll: true });
  };
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.glow} aria-hidden="true" />
      <p className={styles.brand}>{t.title}</p>
      <h1 id="hero-title" className={styles.title}>
        {t.tagline}
      </h1>
      <p className={styles.sub}>{t.sub}</p>
      <Button size="lg" onClick={toGallery}>
        {t.cta}
      </Button>
    </section>
  );
}
