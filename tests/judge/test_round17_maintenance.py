"""Round 17 (#17): notices named by the page's whole name (a maintenance notice of a few paragraphs
of apology and instructions may run past `wall_words`) told from articles about the subject, and
notices in Amharic and Yoruba. Each page goes through the public `extract()` in a layout of this
file's own. No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

import pytest

import gptr_fulltext


def _shop(lang: str, title: str, h1: str, body: str) -> bytes:
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<header><a href='/'>Kaori</a><nav><a href='/c/1'>Tea</a> <a href='/c/2'>Cups</a> <a href='/c/3'>Gifts</a></nav></header>"
        f"<main><h1>{h1}</h1>{body}</main><footer>© 2026 Kaori · <a href='/help'>Help</a></footer></body></html>"
    ).encode()


def _judge(html: bytes) -> gptr_fulltext.Page:
    return gptr_fulltext.extract(html, url="https://example.org/notice")


# A long maintenance notice (past `wall_words` of its own) whose whole name is the notice.
_LONG_NOTICE_JA = (
    "<p>平素より当オンラインストアをご愛顧いただき、誠にありがとうございます。</p>"
    "<p>現在、決済システムの更新作業のため、サイト全体を一時的に停止しております。作業中は商品の閲覧、ご注文、会員情報の変更など、すべての機能がご利用いただけません。"
    "お客様には大変ご不便をおかけいたしますが、何卒ご理解とご協力を賜りますようお願い申し上げます。</p>"
    "<p>作業の進み具合によっては、再開の時刻が前後する場合がございます。再開後はブラウザの再読み込みをお試しいただき、表示に問題がある場合はキャッシュを削除してください。"
    "お問い合わせへの回答も再開後に順次行います。</p>"
)
_LONG_NOTICE_EN = (
    "<p>Thank you for shopping with us. Our online store is currently closed while we move it to a new payment system and renew the servers behind it.</p>"
    "<p>While the work lasts, you cannot browse products, place or change orders, or sign in to your account. Orders placed before the work began will be shipped as usual, "
    "and their confirmation e-mails may arrive later than usual. We are sorry for the trouble and thank you for your patience.</p>"
    "<p>The work may finish earlier or later than planned. When the store is back, please reload the page, and if anything looks wrong, clear your browser's cache. "
    "Messages sent to customer service during the work will be answered in the order they arrived, as soon as the store is open again.</p>"
)


@pytest.mark.parametrize(
    ("lang", "title", "body"),
    [
        ("ja", "メンテナンスのお知らせ | Kaori", _LONG_NOTICE_JA),
        ("en", "Scheduled maintenance | Kaori", _LONG_NOTICE_EN),
    ],
)
def test_a_notice_that_is_the_pages_whole_name_may_run_long(lang: str, title: str, body: str) -> None:
    page = _judge(_shop(lang, title, title.split(" | ")[0], body))
    assert not page.is_full
    assert page.reason == "maintenance"


def test_an_article_about_maintenance_stays() -> None:
    """The same words under a headline that says more than the notice: an article about it."""
    title = "Scheduled maintenance: how a small shop moved its payments in one night | Kaori"
    page = _judge(_shop("en", title, title.split(" | ")[0], _LONG_NOTICE_EN))
    assert page.is_full, page.reason


@pytest.mark.parametrize(
    ("lang", "title", "body", "reason"),
    [
        (
            "am",
            "አገልግሎቱ በጥገና ላይ ነው",
            "<p>ውድ ተጠቃሚዎቻችን፣ ድረ-ገጻችን ለጥቂት ሰዓታት በጥገና ላይ ስለሆነ አገልግሎት አይሰጥም። ሥራው እንደተጠናቀቀ ወዲያውኑ እንመለሳለን። ስለ ትዕግስትዎ እናመሰግናለን።</p>",
            "maintenance",
        ),
        (
            "yo",
            "A kò rí ojú-ìwé náà",
            "<p>Ẹ jọ̀wọ́, a kò rí ojú-ìwé tí ẹ ń wá. Ó lè jẹ́ pé wọ́n ti yọ ọ́ kúrò tàbí pé àdírẹ́sì náà kò pé. Ẹ padà sí ojú-ìwé àkọ́kọ́ láti bẹ̀rẹ̀ lẹ́ẹ̀kan sí i.</p>",
            "soft_404",
        ),
    ],
)
def test_notices_in_amharic_and_yoruba(lang: str, title: str, body: str, reason: str) -> None:
    page = _judge(_shop(lang, f"{title} | Kaori", title, body))
    assert not page.is_full
    assert page.reason == reason
