// /blog lists the articles; /blog?id=… shows one.
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ReadingPage } from '../../components/page/ReadingPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import { useLocale, useMessages } from '../../locales/useLocale';
import { articlesEn } from './articles.en';
import { articles as articlesZh, findArticle, type Article } from './articles';
import styles from './BlogPage.module.css';

export default function BlogPage() {
  const t = useMessages('pages', zhPages).blog;
  const articles = useLocale() === 'en' ? articlesEn : articlesZh;
  const [params] = useSearchParams();
  const id = params.get('id');
  const article = id ? findArticle(articles, id) : undefined;
  useDocumentTitle(article ? article.title : t.title);

  if (id) {
    return (
      <ReadingPage>
        <Link to="/blog" className={styles.back}>
          {t.back}
        </Link>
        {article ? <ArticleView article={article} /> : <EmptyState title={t.notFound} />}
      </ReadingPage>
    );
  }
  return (
    <ReadingPage heading={t.heading}>
      <p className={styles.intro}>{t.intro}</p>
      <ul className={styles.list}>
        {articles.map((a) => (
          <li key={a.id} className={styles.card}>
            <Meta article={a} />
            <h2 className={styles.cardTitle}>
              <Link to={`/blog?id=${a.id}`}>{a.title}</Link>
            </h2>
            <p className={styles.summary}>{a.summary}</p>
            {/* A link of its own for everyone: its name says which article (not a row of "阅读全文"). */}
            <Link to={`/blog?id=${a.id}`} className={styles.more} aria-label={`${t.readMore}：${a.title}`}>
              {t.readMore} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </ReadingPage>
  );
}

function Meta({ article }: { article: Article }) {
  const t = useMessages('pages', zhPages).blog;
  return (
    <div className={styles.meta}>
      <span className={`${styles.kind} ${styles[article.kind]}`}>{t.kinds[article.kind]}</span>
      <time dateTime={article.date}>{t.published(article.date)}</time>
    </div>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <article className={styles.article}>
      <Meta article={article} />
      <h1 className={styles.articleTitle}>{article.title}</h1>
      <p className={styles.lead}>{article.summary}</p>
      {article.body.map((p, i) => (p.startsWith('## ') ? <h2 key={i}>{p.slice(3)}</h2> : <p key={i}>{p}</p>))}
    </article>
  );
}
