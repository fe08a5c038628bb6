"""A response body → `MainText`: the page's main text, metadata, and the evidence the judge needs.

HTML: decoded → pre-parsed for its structure (`evidence.signals`) → trafilatura's main text and
metadata (one lxml parse serves both) → cleaned of boilerplate → rendered as markdown or text.
PDFs go to pypdf. What cleanup removes travels on in `Evidence.removed`: a closing "Subscribe to
continue reading" is a pitch to cleanup and a wall to the judge.

Pure and CPU-bound: no network, no configuration read from the environment, no verdict, and no
clock except the PDF time bound.
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urljoin, urlsplit

from trafilatura.settings import Document

from gptr_fulltext.evidence.signals import PageSignals, inspect_html
from gptr_fulltext.evidence.textstats import count_words
from gptr_fulltext.extraction.cleanup import strip_boilerplate
from gptr_fulltext.extraction.maintext import main_text, parse
from gptr_fulltext.extraction.metadata import clean_title, page_language, page_metadata
from gptr_fulltext.extraction.pdf import read_pdf
from gptr_fulltext.extraction.rendering import (
    drop_opening_headline,
    headline_title,
    render,
    without_dateline,
    without_headline,
)
from gptr_fulltext.models import Evidence, MainText, PdfFacts
from gptr_fulltext.settings import Settings


def extract_html(markup: str, url: str | None, headers: Mapping[str, str], settings: Settings) -> MainText:
    """The main text of an HTML page (`headers` with lower-case names); `''` when there is none."""
    signals = inspect_html(markup)
    markdown = settings.output_format == "markdown"
    tree = parse(markup)
    meta, declared = page_metadata(tree, url) if tree is not None else (Document(), None)  # before main_text
    document = (
        main_text(tree, url, signals.visible_chars, comments=settings.comments, split_body=signals.split_body)
        if tree is not None
        else None
    )
    if document is None:
        meta = Document()  # a page without text is thin, and its <title> names it
    title = clean_title(meta.title or signals.title, meta.sitename, url)
    headline = _headline(signals, title, clean_title(declared or signals.title, meta.sitename, url))
    removed: list[str] = []
    if document is not None:
        removed = strip_boilerplate(document.body)
        drop_opening_headline(document.body, headline)
    body = render(document.body, markdown) if document is not None else ""
    comments, words = _comments(document, markdown), count_words(body)
    reviews = comments if _sets_reviews_apart(signals, settings, words) else ""
    return MainText(
        text=_after(
            without_dateline(without_headline(body, headline), meta.date), "" if reviews else comments
        ),
        title=title,
        words=words,
        markdown=markdown,
        evidence=Evidence(signals=signals, removed=tuple(removed)),
        url=url,
        canonical_url=_canonical(signals, meta, url),
        author=meta.author,
        date=meta.date,
        site_name=meta.sitename,
        language=page_language(signals.language, headers),
        description=meta.description,
        aside=reviews,
    )


def extract_pdf(
    body: bytes, url: str | None, headers: Mapping[str, str], settings: Settings, *, cut: bool
) -> MainText:
    """The text of a PDF's first `pdf_max_pages` pages; `cut` when the file was cut at `max_bytes`."""
    pdf = read_pdf(body, max_pages=settings.pdf_max_pages, seconds=settings.pdf_seconds)
    partial = pdf.pages_read < pdf.pages_total
    facts = PdfFacts(pdf.pages_read, pdf.pages_total, pdf.failure, settings.max_bytes if cut else None)
    return MainText(
        text=without_headline(pdf.text, pdf.title),
        title=pdf.title,
        words=count_words(pdf.text),
        markdown=settings.output_format == "markdown",
        evidence=Evidence(pdf=facts),
        url=url,
        author=pdf.author,
        date=pdf.date,
        language=page_language(None, headers),
        detail=f"text of {pdf.pages_read} of {pdf.pages_total} pages" if partial else "",
    )


def _comments(document: Document | None, markdown: bool) -> str:
    """The comments trafilatura found (`maintext`: only when the setting keeps them), rendered."""
    if document is None or document.commentsbody is None or not len(document.commentsbody):
        return ""
    return render(document.commentsbody, markdown).strip()


def _sets_reviews_apart(signals: PageSignals, settings: Settings, words: int) -> bool:
    """Whether the comments found are set apart from the text (`MainText.aside`) rather than follow it.

    In `auto` mode, on a page that declares a product (`PageSignals.declares_product`) whose own
    text holds `min_words`: its reviews are its customers' opinions, as an article's comments are
    its readers', and its text is the description and specifications (trafilatura's comment search
    still runs there, so that the reviews leave the description). The judge still weighs them as the
    page's words. A shop whose description is a line keeps them: they are then most of what it says.
    Measured on the six corpora (docs/benchmarks.md, round 9): one page changes, WCXB product."""
    return settings.comments == "auto" and signals.declares_product and words >= settings.min_words


def _headline(signals: PageSignals, title: str | None, declared: str | None) -> str | None:
    """The headline the text's opening loses (`rendering.headline_title`), or `None` on a page that
    declares a product (`PageSignals.declares_product`): there the product's name opens its
    description as the subject its specifications describe, not as a story's headline set above it.
    Measured on the six corpora (docs/benchmarks.md, round 8): 124 pages declare a product, 122 of
    them WCXB's (whose gold opens with the name): 33 change, 19 up and 14 down, WCXB product +0.0013,
    no verdict changes; `Extraction.content` still heads the text with the title only once."""
    return None if signals.declares_product else headline_title(title, declared)


def _after(text: str, comments: str) -> str:
    """`text`, then the comments after a blank line."""
    return f"{text.rstrip()}\n\n{comments}\n" if comments else text


def _canonical(signals: PageSignals, meta: Document, url: str | None) -> str | None:
    """The page's own idea of its address (`rel=canonical`, else og:url), made absolute; `None` when
    it cannot be read or names the site's home page from a page deeper in the site — a template
    stamping one address on every page, which would make all its articles one page."""
    declared = signals.canonical or meta.url
    if not (url and declared):
        return declared
    try:
        canonical = urljoin(url, declared)
        names_home = urlsplit(canonical).path in ("", "/") and urlsplit(url).path not in ("", "/")
    except ValueError:  # an unparsable address, e.g. a broken IPv6 literal
        return None
    return None if names_home else canonical
