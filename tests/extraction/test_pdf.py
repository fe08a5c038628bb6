"""PDFs: recognised by Content-Type or signature (not URL suffix), read with pypdf, bounded, judged.

Fixture PDFs are generated here with pypdf: real files with a Helvetica text layer per page.
"""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from pypdf import PdfWriter
from pypdf.generic import ContentStream, DictionaryObject, NameObject

from gptr_fulltext import Settings, extract

SENTENCE = "Solid-state batteries store lithium in a ceramic electrolyte instead of a flammable liquid."


def make_pdf(pages: list[list[str]], *, title: str | None = None, user_password: str | None = None) -> bytes:
    """A PDF with one text line per string, one page per list (an empty list makes a blank page)."""
    writer = PdfWriter()
    for lines in pages:
        page = writer.add_blank_page(612, 792)
        if not lines:
            continue
        shown = b" ".join(b"(" + _escape(line) + b") Tj T*" for line in lines)
        content = ContentStream(None, writer)
        content.set_data(b"BT /F1 10 Tf 12 TL 40 760 Td " + shown + b" ET")
        page.replace_contents(content)
        page[NameObject("/Resources")] = font_resources()
    writer.add_metadata(
        {"/Author": "Ada Researcher", "/CreationDate": "D:20240305120000Z"}
        | ({"/Title": title} if title else {})
    )
    if user_password is not None:
        writer.encrypt(user_password=user_password, owner_password="owner", algorithm="AES-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def font_resources() -> DictionaryObject:
    """A page's resources naming Helvetica as /F1, which the content streams here write in."""
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    return DictionaryObject({NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})})


def _escape(line: str) -> bytes:
    return line.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def article_pages(count: int) -> list[list[str]]:
    return [[f"Page {number} of the report.", *[SENTENCE] * 6] for number in range(1, count + 1)]


def test_pdf_by_content_type_is_extracted_with_metadata() -> None:
    pdf = make_pdf(article_pages(2), title="Battery Report")
    page = extract(pdf, "https://example.org/download?id=7", headers={"Content-Type": "application/pdf"})
    assert page.is_full, page.detail
    assert page.reason is None
    assert page.text.startswith("Page 1 of the report.")
    assert page.content.startswith("# Battery Report\n\nPage 1 of the report.")
    assert "Page 2 of the report." in page.text
    assert page.title == "Battery Report"
    assert page.author == "Ada Researcher"
    assert page.date == "2024-03-05"
    assert page.words > 80


@pytest.mark.parametrize("content_type", ["application/octet-stream", "text/html", ""])
def test_pdf_by_signature_whatever_the_content_type(content_type: str) -> None:
    page = extract(
        make_pdf(article_pages(2)), "https://example.org/paper", headers={"Content-Type": content_type}
    )
    assert page.is_full, page.detail
    assert SENTENCE in page.text


def test_pdf_suffix_alone_does_not_make_html_a_pdf() -> None:
    html = f"<html><body><article><p>{' '.join([SENTENCE] * 12)}</p></article></body></html>"
    page = extract(html.encode(), "https://example.org/report.pdf", headers={"Content-Type": "text/html"})
    assert page.is_full, page.detail
    assert SENTENCE in page.text


def test_plain_text_format_has_no_heading() -> None:
    pdf = make_pdf(article_pages(1), title="Battery Report")
    page = extract(pdf, None, settings=Settings(output_format="text"))
    assert page.text.startswith("Page 1 of the report.")


def test_pdf_without_text_is_thin_with_its_own_reason() -> None:
    page = extract(make_pdf([[], [], []]), "https://example.org/scan.pdf")
    assert not page.is_full
    assert page.reason == "pdf_no_text"
    assert "3 of 3 pages" in page.detail


@pytest.mark.parametrize(
    "damaged",
    [
        b"%PDF-1.7\n",
        b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF",
        b"%PDF-" + bytes(range(256)) * 40,
    ],
    ids=["header-only", "no-pages", "garbage"],
)
def test_damaged_pdf_is_thin_and_unreadable(damaged: bytes) -> None:
    page = extract(damaged, "https://example.org/broken.pdf", headers={"Content-Type": "application/pdf"})
    assert not page.is_full
    assert page.reason == "pdf_unreadable"
    assert "pypdf cannot read it" in page.detail


def test_pdf_cut_by_the_byte_bound_says_so() -> None:
    pdf = make_pdf(article_pages(3))
    page = extract(pdf, None, settings=Settings(max_bytes=20))
    assert page.reason == "pdf_unreadable"
    assert "FULLTEXT_MAX_BYTES=20" in page.detail


def test_page_bound_reads_only_the_first_pages() -> None:
    page = extract(make_pdf(article_pages(5)), None, settings=Settings(pdf_max_pages=2))
    assert "Page 2 of the report." in page.text
    assert "Page 3 of the report." not in page.text
    assert "2 of 5 pages" in page.detail


def test_time_bound_stops_after_the_page_during_which_it_passed() -> None:
    page = extract(make_pdf(article_pages(4)), None, settings=Settings(pdf_seconds=1e-9))
    assert "Page 1 of the report." in page.text
    assert "Page 2 of the report." not in page.text
    assert "1 of 4 pages" in page.detail


def test_encrypted_pdf_opens_with_the_empty_password_only() -> None:
    open_to_all = extract(make_pdf(article_pages(1), user_password=""), None)
    assert SENTENCE in open_to_all.text
    locked = extract(make_pdf(article_pages(1), user_password="secret"), None)
    assert not locked.is_full
    assert locked.reason == "pdf_unreadable"


def test_error_status_wins_over_pdf_content() -> None:
    page = extract(make_pdf(article_pages(1)), None, status=404, headers={"Content-Type": "application/pdf"})
    assert page.reason == "http_status"


def flate_bomb_pdf(inflated_bytes: int) -> bytes:
    """One page whose content stream inflates to `inflated_bytes` letters (~0.1 % of that on the wire)."""
    writer = PdfWriter()
    page = writer.add_blank_page(612, 792)
    content = ContentStream(None, writer)
    content.set_data(b"BT /F1 10 Tf 40 760 Td (" + b"A" * inflated_bytes + b") Tj ET")
    page.replace_contents(content)
    page[NameObject("/Resources")] = font_resources()
    page.compress_content_streams(level=9)  # Flate, as PDFs on the web are
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def test_a_stream_that_inflates_past_the_limit_is_refused_cheaply() -> None:
    import resource

    from gptr_fulltext.extraction.pdf import STREAM_MAX_BYTES

    bomb = flate_bomb_pdf(2 * STREAM_MAX_BYTES)
    assert len(bomb) < STREAM_MAX_BYTES // 100
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result = extract(bomb, "https://site.example/bomb.pdf", headers={"content-type": "application/pdf"})
    grew_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert (result.is_full, result.reason) == (False, "pdf_unreadable")
    assert "cannot read" in result.detail
    assert grew_mb < 20  # the 32 MB stream was never inflated whole


def test_pypdf_loads_with_the_first_pdf_not_with_the_extraction_modules() -> None:
    """Extraction workers import the extraction modules at start; pypdf is half that import time
    and most pages are HTML, so a worker must be ready without it."""
    probe = "import sys, gptr_fulltext.page, gptr_fulltext.worker_process; print('pypdf' in sys.modules)"
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "False"
    assert extract(make_pdf([[SENTENCE] * 40]), "https://example.org/a.pdf").text.startswith("Solid-state")
